import { describe, expect, it } from 'vitest';
import { keepStoredPersonal, maskPersonalFields, personalKindOf } from './personal-fields';

describe('personalKindOf', () => {
  it.each([
    'phone',
    'phonenumber',
    'mobile',
    'contactMobile',
    'mainDriverMobile',
    'coDriverMobile',
    'driverMobile',
    'tel',
    'consigneeTel',
    'telephone',
    'landline',
    'contact_phone',
    'mobile2',
  ])('%s is a phone', (field) => expect(personalKindOf(field)).toBe('phone'));

  it.each([
    'idCard',
    'id_card',
    'IDCard',
    'idNo',
    'idNumber',
    'identityNo',
    'passportNo',
    'licenseNumber',
    'licenceNo',
    'driverLicenseNo',
    'healthCertNo',
    'certificateNumber',
  ])('%s is an identity number', (field) => expect(personalKindOf(field)).toBe('idNumber'));

  it.each([
    'uuid',
    'deptId',
    'carrierId',
    'plateNumber',
    'frameNumber',
    'licenseType',
    'licenseValidTo',
    'licenseImages',
    'drivingLicenseFront',
    'hotel',
    'creditCode',
    'validNo',
    'name',
  ])('%s is not personal', (field) => expect(personalKindOf(field)).toBeNull());
});

describe('maskPersonalFields', () => {
  it('masks phones and ID numbers at any depth, by field name', () => {
    const answer = {
      code: 0,
      data: [
        { name: '王师傅', mobile: '13812345678', idCard: '310101199001011234', plateNumber: '沪A12345' },
      ],
      user: { phonenumber: '13916820451', phones: ['13761523387'] },
    };
    expect(maskPersonalFields(answer)).toEqual({
      code: 0,
      data: [
        { name: '王师傅', mobile: '138****5678', idCard: '310101********1234', plateNumber: '沪A12345' },
      ],
      user: { phonenumber: '139****0451', phones: ['137****3387'] },
    });
  });

  it('changes nothing in place and answers the same object when nothing is personal', () => {
    const row = { mobile: '13812345678' };
    const plain = { data: [{ name: 'x', count: 3 }] };
    maskPersonalFields({ data: [row] });
    expect(row.mobile).toBe('13812345678');
    expect(maskPersonalFields(plain)).toBe(plain);
  });

  it('leaves empty values, numbers and flags alone', () => {
    const row = { mobile: '', phone: null, idCard: undefined, landline: 42, mobileVerified: true };
    expect(maskPersonalFields(row)).toBe(row);
  });

  it('names the fields it masked', () => {
    const found = new Set<string>();
    maskPersonalFields({ user: { phonenumber: '13916820451', email: 'a@b.c' }, idCard: '' }, found);
    expect([...found]).toEqual(['phonenumber']);
  });

  it('masking an already masked answer changes nothing', () => {
    const once = maskPersonalFields({ mobile: '13812345678', idCard: 'A123456789' });
    expect(maskPersonalFields(once)).toBe(once);
  });
});

describe('keepStoredPersonal', () => {
  const stored = { mobile: '13812345678', idCard: '310101199001011234', name: '王师傅' };

  it('keeps the stored value when a save sends back its mask', () => {
    const { values, refused } = keepStoredPersonal(
      { mobile: '138****5678', idCard: '310101********1234', name: '王五' },
      stored,
    );
    expect(values).toEqual({ mobile: '13812345678', idCard: '310101199001011234', name: '王五' });
    expect(refused).toEqual([]);
  });

  it('takes a newly typed full value', () => {
    const { values, refused } = keepStoredPersonal({ mobile: '13987654321' }, stored);
    expect(values).toEqual({ mobile: '13987654321' });
    expect(refused).toEqual([]);
  });

  it('refuses a masked value that is not the stored value masked (edited after masking)', () =>
    expect(keepStoredPersonal({ mobile: '139****5678' }, stored).refused).toEqual(['mobile']));

  it('refuses a masked value for a new record', () =>
    expect(keepStoredPersonal({ mobile: '138****5678', idCard: null }, null).refused).toEqual(['mobile']));

  it('leaves stars in a field that is not personal alone', () =>
    expect(keepStoredPersonal({ remark: '***' }, stored)).toEqual({
      values: { remark: '***' },
      refused: [],
    }));
});
