import { ProForm, ProFormDependency, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import {
  barcodeProblem,
  boxFactorProblem,
  dimensionProblem,
  packQuantity,
  palletFactorProblem,
  volumeProblem,
  weightProblem,
} from '@tms/domain';
import { Alert, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudFormModal,
  codeRules,
  type FormModalProps,
  GridItem,
  RemarkField,
  requiredRule,
} from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import type { Item, ItemForm } from '../types';
import { domainCheck, domainMessage } from './measure-rules';

const CATEGORIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const half = { colProps: { span: 12 } };
const third = { colProps: { span: 8 } };

/** "100 units = 8.333 boxes = 0.139 pallets", computed by the domain's packQuantity as the factors change. */
function ConversionExample({ boxFactor, palletFactor }: { boxFactor?: string; palletFactor?: string }) {
  const { t } = useTranslation();
  if (boxFactorProblem(boxFactor) || palletFactorProblem(palletFactor) || !boxFactor) return null;
  const quantity = 100;
  const packed = packQuantity({ quantity, boxFactor, palletFactor });
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16, width: '100%' }}
      message={`${t('baseItem.conversion')}: ${t('baseItem.conversionText', {
        quantity,
        boxes: packed.boxes,
        pallets: packed.pallets ?? '-',
      })}`}
    />
  );
}

/** The item form: every field of the spec in six tabs; measure and barcode rules are the domain's. */
export function ItemFormModal(props: FormModalProps<Item, ItemForm>) {
  const { t } = useTranslation();
  const required = requiredRule(t);
  const temperatures = dictValueEnum(useDict('item_temperature'));
  const classes = dictValueEnum(useDict('item_classification_type'));
  const itemTypes = dictValueEnum(useDict('item_type'));
  const matTypes = dictValueEnum(useDict('mat_type'));
  const boxes = dictValueEnum(useDict('item_box'));

  const decimal = (name: keyof ItemForm, check: Parameters<typeof domainCheck>[0], span = half) => (
    <ProFormText name={name} label={t(`baseItem.${name}`)} {...span} rules={[domainCheck(check, t)]} />
  );
  const text = (name: keyof ItemForm, max: number, span = half) => (
    <ProFormText name={name} label={t(`baseItem.${name}`)} {...span} rules={[{ max }]} />
  );

  const tabs: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'basic',
      label: t('baseItem.tab.basic'),
      children: (
        <ProForm.Group>
          <ProFormText name="code" label={t('baseItem.code')} {...half} rules={codeRules(t)} />
          <ProFormText name="name" label={t('baseItem.name')} {...half} rules={[required, { max: 100 }]} />
          <GridItem span={12} name="clientId" label={t('baseItem.client')}>
            <RemoteSelect url="/system/client/dropBox" />
          </GridItem>
          {text('cargoType', 30)}
          {text('externalCode', 60)}
          {text('deliveryType', 30)}
          <GridItem span={12} name="dangerous" label={t('baseItem.dangerous')}>
            <YesNoSwitch />
          </GridItem>
          <GridItem span={12} name="enableFlag" label={t('baseItem.enableFlag')}>
            <YesNoSwitch />
          </GridItem>
          <RemarkField label={t('baseItem.remark')} />
        </ProForm.Group>
      ),
    },
    {
      key: 'classification',
      label: t('baseItem.tab.classification'),
      children: (
        <ProForm.Group>
          <ProFormSelect
            name="temperature"
            label={t('baseItem.temperature')}
            {...half}
            valueEnum={temperatures}
            rules={[required]}
          />
          <ProFormSelect
            name="transClassification"
            label={t('baseItem.transClassification')}
            {...half}
            valueEnum={classes}
          />
          <ProFormSelect name="itemType" label={t('baseItem.itemType')} {...half} valueEnum={itemTypes} />
          <ProFormSelect name="matType" label={t('baseItem.matType')} {...half} valueEnum={matTypes} />
        </ProForm.Group>
      ),
    },
    {
      key: 'packing',
      label: t('baseItem.tab.packing'),
      children: (
        <ProForm.Group>
          <ProFormSelect name="itemBox" label={t('baseItem.itemBox')} {...half} valueEnum={boxes} />
          {text('operationUnit', 20)}
          {text('packingSpec', 60)}
          {text('basicUnit', 20)}
          {text('boxUnit', 20)}
          {text('palletUnit', 20)}
          {decimal('boxFactor', boxFactorProblem)}
          {decimal('palletFactor', palletFactorProblem)}
          <ProFormDependency name={['boxFactor', 'palletFactor']}>
            {({ boxFactor, palletFactor }) => (
              <ConversionExample boxFactor={boxFactor} palletFactor={palletFactor} />
            )}
          </ProFormDependency>
          <Alert type="warning" showIcon style={{ width: '100%' }} message={t('baseItem.factorHint')} />
        </ProForm.Group>
      ),
    },
    {
      key: 'dimensions',
      label: t('baseItem.tab.dimensions'),
      children: (
        <ProForm.Group>
          {decimal('weightKg', weightProblem)}
          {decimal('volumeM3', volumeProblem)}
          {decimal('length', dimensionProblem, third)}
          {decimal('width', dimensionProblem, third)}
          {decimal('height', dimensionProblem, third)}
        </ProForm.Group>
      ),
    },
    {
      key: 'categories',
      label: t('baseItem.tab.categories'),
      children: (
        <ProForm.Group>
          {CATEGORIES.map((n) => (
            <ProFormText
              key={n}
              name={`category${n}`}
              label={t('baseItem.category', { n })}
              {...half}
              rules={[{ max: 60 }]}
            />
          ))}
        </ProForm.Group>
      ),
    },
    {
      key: 'barcodes',
      label: t('baseItem.tab.barcodes'),
      children: (
        <ProForm.Group>
          <ProFormText
            name="barcode"
            label={t('baseItem.barcode')}
            tooltip={t('baseItem.barcodeHint')}
            {...half}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = barcodeProblem(value);
                  return problem
                    ? Promise.reject(new Error(domainMessage(t, problem.key, problem.params)))
                    : Promise.resolve();
                },
              },
            ]}
          />
          {text('packageCode', 60)}
          {text('packageUnit', 20)}
        </ProForm.Group>
      ),
    },
  ];

  return (
    <CrudFormModal
      {...props}
      name="base-item-form-modal"
      titles={{ add: t('baseItem.add'), edit: t('baseItem.edit') }}
      defaults={{ dangerous: 'N', enableFlag: 'Y', temperature: 'CHILLED', matType: '1', itemBox: 'BOX' }}
      width={820}
      grid
    >
      {/* forceRender: fields of hidden tabs stay registered, so they are validated and sent. */}
      <Tabs style={{ width: '100%' }} items={tabs.map((tab) => ({ ...tab, forceRender: true }))} />
    </CrudFormModal>
  );
}
