import { describe, expect, it } from 'vitest';
import {
  checkDriver,
  checkModelCompartments,
  checkPositiveDecimal,
  checkVehicle,
  checkVehicleModel,
  endAfterStart,
  hkIdCheckDigit,
  isDriverMobile,
  isHkIdCard,
  isIdCard,
  isInsuranceExpired,
  isMainlandIdCard,
  isPlateNumber,
  normalizePlate,
  storedCompartments,
  thermosphereName,
} from './fleet';

const TODAY = '2026-06-15';
const fields = (problems: { field: string; key: string }[]) => problems.map((p) => `${p.field}:${p.key}`);
const goodDriver = { mobile: '13812345678', licenseImages: ['1'] };
const goodVehicle = {
  plateNumber: '沪A12345',
  insuranceStart: '2026-01-01',
  insuranceEnd: '2026-12-31',
  drivingLicenseFront: ['1'],
  drivingLicenseBack: ['2'],
  insuranceFiles: ['3'],
};

describe('driver mobile', () => {
  it('accepts 1, then 3 to 9, then 9 digits', () => {
    expect(isDriverMobile('13812345678')).toBe(true);
    expect(isDriverMobile('19912345678')).toBe(true);
  });
  it('refuses a second digit 0-2, a wrong length, or letters', () => {
    expect(isDriverMobile('12812345678')).toBe(false);
    expect(isDriverMobile('1381234567')).toBe(false);
    expect(isDriverMobile('138123456789')).toBe(false);
    expect(isDriverMobile('1381234567a')).toBe(false);
  });
});

describe('ID card', () => {
  it('accepts a mainland ID with the right check character, X in either case', () => {
    expect(isMainlandIdCard('11010519491231002X')).toBe(true);
    expect(isMainlandIdCard('11010519491231002x')).toBe(true);
    expect(isMainlandIdCard('440524188001010014')).toBe(true);
  });
  it('refuses a mainland ID with a wrong check character, birth date or length', () => {
    expect(isMainlandIdCard('110105194912310021')).toBe(false);
    expect(isMainlandIdCard('110105194902300025')).toBe(false); // 30 February
    expect(isMainlandIdCard('11010519491231002')).toBe(false);
  });
  it('accepts a Hong Kong ID with or without the parentheses, check digit A included', () => {
    expect(hkIdCheckDigit('A123456')).toBe('3');
    expect(isHkIdCard('A123456(3)')).toBe(true);
    expect(isHkIdCard('A1234563')).toBe(true);
    expect(isHkIdCard(`AB987654(${hkIdCheckDigit('AB987654')})`)).toBe(true);
    expect(isIdCard('A123456(3)')).toBe(true);
  });
  it('refuses a Hong Kong ID with a wrong check digit', () => {
    expect(isHkIdCard('A123456(4)')).toBe(false);
    expect(isIdCard('ABC')).toBe(false);
  });
});

describe('plate numbers', () => {
  it('accepts mainland plates, new-energy plates of 8 characters, trailers and Hong Kong plates', () => {
    for (const plate of ['沪A12345', '粤B8K9Q2', '沪AD12345', '粤A12345F', '沪E1234挂', 'AB1234', 'KT88']) {
      expect(isPlateNumber(plate), plate).toBe(true);
    }
  });
  it('refuses plates with I or O, a missing province, a wrong length, or a HK plate starting with 0', () => {
    for (const plate of ['沪I12345', '沪A1234', 'A12345', '沪A1234567', 'AB0123', 'ABC1234', 'IO1234']) {
      expect(isPlateNumber(plate), plate).toBe(false);
    }
  });
  it('normalizes spaces and the middle dot', () => {
    expect(normalizePlate('沪a·123 45')).toBe('沪A12345');
  });
});

describe('driver rules', () => {
  it('a driver with a valid mobile and a licence image passes', () => {
    expect(checkDriver(goodDriver, TODAY)).toEqual([]);
  });
  it('licence validity start, first issue and health start may be today but not tomorrow', () => {
    expect(
      checkDriver(
        { ...goodDriver, licenseValidFrom: TODAY, licenseFirstIssue: TODAY, healthValidFrom: TODAY },
        TODAY,
      ),
    ).toEqual([]);
    expect(
      fields(
        checkDriver(
          {
            ...goodDriver,
            licenseValidFrom: '2026-06-16',
            licenseFirstIssue: '2026-06-16',
            healthValidFrom: '2026-06-16',
          },
          TODAY,
        ),
      ),
    ).toEqual([
      'licenseValidFrom:base.fleet.dateInFuture',
      'licenseFirstIssue:base.fleet.dateInFuture',
      'healthValidFrom:base.fleet.dateInFuture',
    ]);
  });
  it('health validity end must be after its start', () => {
    expect(
      fields(
        checkDriver({ ...goodDriver, healthValidFrom: '2026-01-01', healthValidTo: '2026-01-01' }, TODAY),
      ),
    ).toEqual(['healthValidTo:base.fleet.endBeforeStart']);
  });
  it('the first issue cannot come after the current licence validity start', () => {
    expect(
      fields(
        checkDriver(
          { ...goodDriver, licenseFirstIssue: '2020-05-01', licenseValidFrom: '2020-01-01' },
          TODAY,
        ),
      ),
    ).toEqual(['licenseFirstIssue:base.fleet.firstIssueAfterValidity']);
  });
  it('the driver licence image is required', () => {
    expect(fields(checkDriver({ mobile: '13812345678', licenseImages: [] }, TODAY))).toEqual([
      'licenseImages:base.fleet.licenseImageRequired',
    ]);
  });
  it('ten images per field pass, eleven do not', () => {
    const ten = Array.from({ length: 10 }, (_, i) => String(i));
    expect(checkDriver({ ...goodDriver, healthImages: ten }, TODAY)).toEqual([]);
    expect(fields(checkDriver({ ...goodDriver, healthImages: [...ten, '11'] }, TODAY))).toEqual([
      'healthImages:base.fleet.tooManyImages',
    ]);
  });
  it('a bad mobile and a bad ID card are named', () => {
    expect(fields(checkDriver({ ...goodDriver, mobile: '12345', idCard: '123' }, TODAY))).toEqual([
      'mobile:common.invalidMobile',
      'idCard:base.fleet.invalidIdCard',
    ]);
  });
});

describe('vehicle rules', () => {
  it('a vehicle with insurance dates in order and the three documents passes', () => {
    expect(checkVehicle(goodVehicle)).toEqual([]);
  });
  it('insurance end must be after its start (the same day is refused)', () => {
    expect(fields(checkVehicle({ ...goodVehicle, insuranceEnd: '2026-01-01' }))).toEqual([
      'insuranceEnd:base.fleet.insuranceEndBeforeStart',
    ]);
  });
  it('driving licence main page, back page and insurance file are required', () => {
    expect(
      fields(
        checkVehicle({ ...goodVehicle, drivingLicenseFront: [], drivingLicenseBack: [], insuranceFiles: [] }),
      ),
    ).toEqual([
      'drivingLicenseFront:base.fleet.licenseFrontRequired',
      'drivingLicenseBack:base.fleet.licenseBackRequired',
      'insuranceFiles:base.fleet.insuranceFileRequired',
    ]);
  });
  it('inspection dates in order, registration before scrap, at most 5 images per document', () => {
    expect(
      fields(
        checkVehicle({
          ...goodVehicle,
          inspectionStart: '2026-05-01',
          inspectionEnd: '2026-04-01',
          registrationDate: '2020-01-01',
          scrapDate: '2019-01-01',
          transportPermit: ['1', '2', '3', '4', '5', '6'],
        }),
      ),
    ).toEqual([
      'inspectionEnd:base.fleet.endBeforeStart',
      'scrapDate:base.fleet.scrapBeforeRegistration',
      'transportPermit:base.fleet.tooManyImages',
    ]);
  });
  it('a bad plate is refused', () => {
    expect(fields(checkVehicle({ ...goodVehicle, plateNumber: 'XYZ' }))).toEqual([
      'plateNumber:base.fleet.invalidPlate',
    ]);
  });
  it('insurance is expired when it ended before today, not on the last day itself', () => {
    expect(isInsuranceExpired('2026-06-14', TODAY)).toBe(true);
    expect(isInsuranceExpired(TODAY, TODAY)).toBe(false);
    expect(isInsuranceExpired(null, TODAY)).toBe(false);
    expect(endAfterStart(null, '2026-01-01')).toBe(true);
  });
});

describe('vehicle model rules', () => {
  const layers = ['FROZEN', 'CHILLED', 'AMBIENT'];
  const good = { temperatureLayers: ['FROZEN'], ratedLoadKg: '2000', ratedVolumeM3: '16.5' };
  it('a model with a known layer and positive capacities passes', () => {
    expect(checkVehicleModel(good, layers)).toEqual([]);
  });
  it('layers must come from item_temperature, at least one, no repeats', () => {
    expect(fields(checkVehicleModel({ ...good, temperatureLayers: [] }, layers))).toEqual([
      'temperatureLayers:common.required',
    ]);
    expect(fields(checkVehicleModel({ ...good, temperatureLayers: ['HOT'] }, layers))).toEqual([
      'temperatureLayers:base.fleet.unknownLayer',
    ]);
    expect(fields(checkVehicleModel({ ...good, temperatureLayers: ['FROZEN', 'FROZEN'] }, layers))).toEqual([
      'temperatureLayers:base.fleet.layerRepeated',
    ]);
  });
  it('rated load keeps 3 decimals and volume 6; zero and negatives are refused', () => {
    expect(checkPositiveDecimal('1999.999', 'ratedLoadKg', { precision: 14, scale: 3 })).toBeNull();
    expect(checkPositiveDecimal('1999.9999', 'ratedLoadKg', { precision: 14, scale: 3 })?.key).toBe(
      'base.fleet.decimalTooLong',
    );
    expect(checkPositiveDecimal('16.123456', 'ratedVolumeM3', { precision: 14, scale: 6 })).toBeNull();
    expect(fields(checkVehicleModel({ ...good, ratedLoadKg: '0', ratedVolumeM3: '-1' }, layers))).toEqual([
      'ratedLoadKg:base.fleet.positiveDecimal',
      'ratedVolumeM3:base.fleet.positiveDecimal',
    ]);
  });
  it('inner dimensions may equal but not exceed the outer ones', () => {
    expect(checkVehicleModel({ ...good, innerLength: '4.1', outerLength: '4.1' }, layers)).toEqual([]);
    expect(fields(checkVehicleModel({ ...good, innerWidth: '2.31', outerWidth: '2.3' }, layers))).toEqual([
      'innerWidth:base.fleet.innerLargerThanOuter',
    ]);
  });
  it('thermosphereName lists the layer labels in dictionary order', () => {
    const dict = [
      { value: 'FROZEN', label: '冷冻' },
      { value: 'CHILLED', label: '冷藏' },
      { value: 'AMBIENT', label: '常温' },
    ];
    expect(thermosphereName(['AMBIENT', 'FROZEN'], dict)).toBe('冷冻/常温');
    expect(thermosphereName(['X'], dict)).toBe('X');
  });
});

describe('compartments of a vehicle model', () => {
  const layers = ['FROZEN', 'CHILLED', 'AMBIENT'];
  const semi = {
    temperatureLayers: ['FROZEN', 'CHILLED', 'AMBIENT'],
    ratedLoadKg: '30000',
    ratedVolumeM3: '80',
  };
  it('compartments of the model’s layers within the whole body pass, figures optional, 0 allowed', () => {
    const compartments = [
      { tempCode: 'FROZEN', ratedLoadKg: '12000', ratedVolumeM3: '30.5' },
      { tempCode: 'CHILLED', ratedLoadKg: null, ratedVolumeM3: '0' },
      { tempCode: 'AMBIENT', ratedLoadKg: '30000', ratedVolumeM3: '' },
    ];
    expect(checkVehicleModel({ ...semi, compartments }, layers)).toEqual([]);
    // Together above the whole body: each layer may take up to its own share.
    expect(
      checkModelCompartments({
        ...semi,
        compartments: [
          { tempCode: 'FROZEN', ratedVolumeM3: '50' },
          { tempCode: 'CHILLED', ratedVolumeM3: '50' },
        ],
      }),
    ).toEqual([]);
  });
  it('a compartment names one of the model’s layers, once', () => {
    expect(
      fields(
        checkModelCompartments({
          temperatureLayers: ['FROZEN'],
          compartments: [
            { tempCode: 'CHILLED', ratedLoadKg: '1' },
            { tempCode: 'FROZEN', ratedLoadKg: '1' },
            { tempCode: 'FROZEN', ratedLoadKg: '2' },
          ],
        }),
      ),
    ).toEqual(['compartments:base.fleet.compartmentLayer', 'compartments:base.fleet.compartmentRepeated']);
  });
  it('figures are 0 or more with the precision of the model’s (kg 3 decimals, m3 6)', () => {
    expect(
      fields(
        checkModelCompartments({
          ...semi,
          compartments: [
            { tempCode: 'FROZEN', ratedLoadKg: '-1', ratedVolumeM3: '1.1234567' },
            { tempCode: 'CHILLED', ratedLoadKg: '1.0001', ratedVolumeM3: 'abc' },
          ],
        }),
      ),
    ).toEqual([
      'compartments.FROZEN.ratedLoadKg:base.fleet.nonNegativeDecimal',
      'compartments.FROZEN.ratedVolumeM3:base.fleet.decimalTooLong',
      'compartments.CHILLED.ratedLoadKg:base.fleet.decimalTooLong',
      'compartments.CHILLED.ratedVolumeM3:base.fleet.nonNegativeDecimal',
    ]);
  });
  it('a compartment figure may equal but not exceed the whole body’s, which it names', () => {
    const problems = checkModelCompartments({
      ...semi,
      compartments: [{ tempCode: 'FROZEN', ratedLoadKg: '30000.001', ratedVolumeM3: '80' }],
    });
    expect(problems).toEqual([
      {
        field: 'compartments.FROZEN.ratedLoadKg',
        key: 'base.fleet.compartmentLoadOverModel',
        params: { rated: '30000' },
      },
    ]);
    expect(
      fields(
        checkModelCompartments({
          ...semi,
          ratedVolumeM3: null,
          compartments: [{ tempCode: 'FROZEN', ratedVolumeM3: '81' }],
        }),
      ),
    ).toEqual([]);
    expect(
      fields(
        checkModelCompartments({ ...semi, compartments: [{ tempCode: 'CHILLED', ratedVolumeM3: '80.5' }] }),
      ),
    ).toEqual(['compartments.CHILLED.ratedVolumeM3:base.fleet.compartmentVolumeOverModel']);
  });
  it('stored: figures at the columns’ scale, compartments limiting nothing left out', () => {
    expect(
      storedCompartments([
        { tempCode: ' FROZEN ', ratedLoadKg: 12000, ratedVolumeM3: '30.5' },
        { tempCode: 'CHILLED', ratedLoadKg: '', ratedVolumeM3: null },
        { tempCode: 'AMBIENT', ratedLoadKg: null, ratedVolumeM3: '0' },
      ]),
    ).toEqual([
      { tempCode: 'FROZEN', ratedLoadKg: '12000.000', ratedVolumeM3: '30.500000' },
      { tempCode: 'AMBIENT', ratedLoadKg: null, ratedVolumeM3: '0.000000' },
    ]);
  });
});
