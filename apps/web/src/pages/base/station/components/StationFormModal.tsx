import { ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { CODE_PATTERN } from '@tms/domain';
import { Col, Divider, Form, Row, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudFormModal, type FormModalProps, RemarkField } from '../../../../components/crud';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { YesNoSwitch } from '../../../../components/YesNoSwitch';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { CATEGORY_FIELDS, FLAG_FIELDS, type StationDetail, type StationForm } from '../types';
import { ExTimeWindowTable, LoadRuleTable, TimeWindowTable } from './WindowTables';

const PHONE = /^\+?[\d\s()-]{5,20}$/;
const DECIMAL = /^\d{1,6}(\.\d{1,4})?$/;

const DEFAULTS: Partial<StationForm> = {
  type: '1',
  enableFlag: 'Y',
  inCity: 'N',
  ...Object.fromEntries(FLAG_FIELDS.map((f) => [f, 'N'])),
  timeWindows: [],
  exTimeWindows: [],
  loadRules: [],
  locationIds: [],
};

/** A custom control in the tab's grid: a column with a labelled form item. */
function GridItem({
  name,
  label,
  span = 12,
  children,
}: {
  name: string;
  label: string;
  span?: number;
  children: ReactNode;
}) {
  return (
    <Col span={span}>
      <Form.Item name={name} label={label}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** Create or edit a station: basic data, address, operations, categories, windows and load rules. */
export function StationFormModal(props: FormModalProps<StationDetail, StationForm>) {
  const { record } = props;
  const { t } = useTranslation();
  const typeEnum = dictValueEnum(useDict('station_type'));
  const deliveryEnum = dictValueEnum(useDict('station_delivery_type'));
  const billingEnum = dictValueEnum(useDict('station_billing_method'));
  const handoverEnum = dictValueEnum(useDict('station_handover_method'));
  const transEnum = dictValueEnum(useDict('route_transport_way'));
  const half = { colProps: { span: 12 } };
  const third = { colProps: { span: 8 } };
  const required = [{ required: true, message: t('common.required') }];
  const decimal = [{ pattern: DECIMAL, message: t('common.invalidNumber') }];

  const basic = (
    <>
      <ProFormText
        name="code"
        label={t('baseStation.code')}
        {...half}
        disabled={!!record}
        rules={[...required, { pattern: CODE_PATTERN, message: t('common.invalidCode') }, { max: 30 }]}
      />
      <ProFormText name="name" label={t('baseStation.name')} {...half} rules={[...required, { max: 60 }]} />
      <ProFormSelect
        name="type"
        label={t('baseStation.type')}
        {...half}
        valueEnum={typeEnum}
        rules={required}
      />
      <GridItem name="clientId" label={t('baseStation.client')}>
        <RemoteSelect
          url="/system/client/dropBox"
          placeholder={t('baseStation.clientHint')}
          style={{ width: '100%' }}
        />
      </GridItem>
      <ProFormText name="contactName" label={t('baseStation.contactName')} {...half} rules={[{ max: 60 }]} />
      <ProFormText
        name="contactMobile"
        label={t('baseStation.contactMobile')}
        {...half}
        rules={[{ pattern: PHONE, message: t('common.invalidFormat') }]}
      />
      <GridItem name="enableFlag" label={t('baseStation.enableFlag')}>
        <YesNoSwitch />
      </GridItem>
      <ProFormTextArea
        name="description"
        label={t('baseStation.description')}
        fieldProps={{ maxLength: 200 }}
      />
      <RemarkField label={t('baseStation.remark')} />
    </>
  );

  const address = (
    <>
      <ProFormText name="province" label={t('baseStation.province')} {...third} rules={[{ max: 30 }]} />
      <ProFormText name="city" label={t('baseStation.city')} {...third} rules={[{ max: 30 }]} />
      <ProFormText name="area" label={t('baseStation.area')} {...third} rules={[{ max: 30 }]} />
      <ProFormText name="address" label={t('baseStation.address')} rules={[{ max: 200 }]} />
      <ProFormDigit
        name="longitude"
        label={t('baseStation.longitude')}
        {...third}
        min={-180}
        max={180}
        fieldProps={{ precision: 6 }}
      />
      <ProFormDigit
        name="latitude"
        label={t('baseStation.latitude')}
        {...third}
        min={-90}
        max={90}
        fieldProps={{ precision: 6 }}
      />
      <ProFormDigit
        name="fenceDistance"
        label={t('baseStation.fenceDistance')}
        {...third}
        min={0}
        max={100000}
        fieldProps={{ precision: 0 }}
      />
      <GridItem name="zoneId" label={t('baseStation.zone')}>
        <RemoteSelect url="/system/zone/dropBox" style={{ width: '100%' }} />
      </GridItem>
      <GridItem name="inCity" label={t('baseStation.inCity')}>
        <YesNoSwitch />
      </GridItem>
      <GridItem name="locationIds" label={t('baseStation.locations')} span={24}>
        <RemoteSelect url="/system/transLocation/dropBox" mode="multiple" style={{ width: '100%' }} />
      </GridItem>
    </>
  );

  const minutes = (name: string) => (
    <ProFormDigit
      name={name}
      label={t(`baseStation.${name}`)}
      {...third}
      min={0}
      fieldProps={{ precision: 0 }}
    />
  );
  const operations = (
    <>
      <ProFormSelect
        name="deliveryType"
        label={t('baseStation.deliveryType')}
        {...third}
        valueEnum={deliveryEnum}
      />
      <ProFormSelect name="transMode" label={t('baseStation.transMode')} {...third} valueEnum={transEnum} />
      <ProFormSelect
        name="billingMethod"
        label={t('baseStation.billingMethod')}
        {...third}
        valueEnum={billingEnum}
      />
      <ProFormSelect
        name="handoverMethod"
        label={t('baseStation.handoverMethod')}
        {...third}
        valueEnum={handoverEnum}
      />
      <ProFormText
        name="allocationFactor"
        label={t('baseStation.allocationFactor')}
        {...third}
        rules={decimal}
      />
      <ProFormDigit
        name="leadTimeDays"
        label={t('baseStation.leadTimeDays')}
        {...third}
        min={0}
        max={365}
        fieldProps={{ precision: 0 }}
      />
      <ProFormText
        name="unloadingTeam"
        label={t('baseStation.unloadingTeam')}
        {...third}
        rules={[{ max: 60 }]}
      />
      {minutes('fixedLoadMinutes')}
      {minutes('fixedUnloadMinutes')}
      {minutes('fixedHandoverMinutes')}
      <ProFormText name="loadEfficiency" label={t('baseStation.loadEfficiency')} {...third} rules={decimal} />
      <ProFormText
        name="unloadEfficiency"
        label={t('baseStation.unloadEfficiency')}
        {...third}
        rules={decimal}
      />
      <Divider plain>{t('baseStation.flags')}</Divider>
      {FLAG_FIELDS.map((flag) => (
        <GridItem key={flag} name={flag} label={t(`baseStation.${flag}`)} span={6}>
          <YesNoSwitch />
        </GridItem>
      ))}
    </>
  );

  const categories = (
    <>
      {CATEGORY_FIELDS.map((field) => (
        <ProFormText
          key={field}
          name={field}
          label={t(`baseStation.${field}`)}
          {...half}
          rules={[{ max: 60 }]}
        />
      ))}
      <ProFormTextArea
        name="entryGuide"
        label={t('baseStation.entryGuide')}
        fieldProps={{ maxLength: 800, showCount: true, rows: 4 }}
      />
    </>
  );

  const windows = (
    <>
      <Divider orientation="left" plain>
        {t('baseStation.timeWindows')}
      </Divider>
      <TimeWindowTable />
      <Divider orientation="left" plain>
        {t('baseStation.exTimeWindows')}
      </Divider>
      <ExTimeWindowTable />
    </>
  );

  const tabs = [
    { key: 'basic', label: t('baseStation.tab.basic'), children: <Row gutter={16}>{basic}</Row> },
    { key: 'address', label: t('baseStation.tab.address'), children: <Row gutter={16}>{address}</Row> },
    {
      key: 'operations',
      label: t('baseStation.tab.operations'),
      children: <Row gutter={16}>{operations}</Row>,
    },
    {
      key: 'categories',
      label: t('baseStation.tab.categories'),
      children: <Row gutter={16}>{categories}</Row>,
    },
    { key: 'windows', label: t('baseStation.tab.windows'), children: windows },
    { key: 'loadRules', label: t('baseStation.tab.loadRules'), children: <LoadRuleTable /> },
  ];

  return (
    <CrudFormModal
      {...props}
      name="station-form-modal"
      titles={{ add: t('baseStation.add'), edit: t('baseStation.edit') }}
      defaults={DEFAULTS}
      width={960}
      grid
    >
      {/* Every pane stays mounted, so fields on unvisited tabs are validated and sent. */}
      <Tabs style={{ width: '100%' }} items={tabs.map((tab) => ({ ...tab, forceRender: true }))} />
    </CrudFormModal>
  );
}
