import { ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { type BarcodeType, goodsBarcodeProblem, interpolate } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  type FormModalProps,
  GridItem,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { GoodsBarcode, GoodsBarcodeForm } from '../types';

export function GoodsBarcodeFormModal(props: FormModalProps<GoodsBarcode, GoodsBarcodeForm>) {
  const { t } = useTranslation();
  return (
    <CrudFormModal
      {...props}
      name="base-goods-barcode-form-modal"
      titles={{ add: t('baseGoodsBarcode.add'), edit: t('baseGoodsBarcode.edit') }}
      defaults={{ enableFlag: 'Y', mainFlag: 'N', barcodeType: 'EAN13', conversionFactor: 1 }}
      width={680}
      grid
      colProps={{ span: 12 }}
    >
      <GridItem span={24} name="itemId" label={t('baseGoodsBarcode.item')} rules={[requiredRule(t)]}>
        <RemoteSelect url="/system/item/dropBox" />
      </GridItem>
      <ProFormSelect
        name="barcodeType"
        label={t('baseGoodsBarcode.barcodeType')}
        valueEnum={dictValueEnum(useDict('barcode_type'))}
        rules={[requiredRule(t)]}
      />
      <ProFormText
        name="barcode"
        label={t('baseGoodsBarcode.barcode')}
        dependencies={['barcodeType']}
        tooltip={t('baseGoodsBarcode.barcodeRule')}
        rules={[
          requiredRule(t),
          ({ getFieldValue }) => ({
            // The same rule the server applies: letters and digits, EAN-13 / ITF-14 check digits.
            validator: (_rule, value) => {
              if (!value) return Promise.resolve();
              const problem = goodsBarcodeProblem(
                getFieldValue('barcodeType') as BarcodeType,
                String(value).trim(),
              );
              return problem
                ? Promise.reject(new Error(interpolate(t(problem.key), problem.params ?? {})))
                : Promise.resolve();
            },
          }),
        ]}
      />
      <ProFormText name="unit" label={t('baseMore.unit')} rules={[{ max: 20 }]} />
      <ProFormDigit
        name="conversionFactor"
        label={t('baseGoodsBarcode.conversionFactor')}
        min={1}
        max={1_000_000}
        fieldProps={{ precision: 0 }}
        rules={[requiredRule(t)]}
      />
      <GridItem span={12} name="mainFlag" label={t('baseGoodsBarcode.mainFlag')}>
        <YesNoSwitch />
      </GridItem>
      <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <RemarkField label={t('baseItem.remark')} colProps={{ span: 24 }} />
    </CrudFormModal>
  );
}
