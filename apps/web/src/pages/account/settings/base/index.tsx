import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@tms/domain';
import { App, Button, Form, Input, Radio, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentUserKey } from '../../../../core/current-user';
import { setDateTimeContext } from '../../../../core/datetime';
import { profileQuery, updateProfile } from '../../api';
import { DATE_STYLES, type ProfileUpdate, SEX_VALUES, TIME_ZONES } from '../../types';

const NICK_NAME_MAX = 30;

/** Base settings: nickname, email, mobile, sex, date style and time zone (POST /system/user/profile/update). */
export default function BaseView() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: async (env, values) => {
      message.success(env.msg || t('common.success'));
      setDateTimeContext(values);
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
  if (!profile.data) return <Skeleton active />;
  const { user } = profile.data;
  const initial: ProfileUpdate = {
    nickName: user.nickName,
    email: user.email,
    phonenumber: user.phonenumber,
    sex: user.sex,
    dateStyle: user.dateStyle,
    timeZone: user.timeZone,
  };
  return (
    <Form<ProfileUpdate>
      layout="vertical"
      style={{ maxWidth: 440 }}
      initialValues={initial}
      onFinish={(values) =>
        save.mutate({ ...values, email: values.email || null, phonenumber: values.phonenumber || null })
      }
      data-testid="base-form"
    >
      <Form.Item
        name="nickName"
        label={t('account.field.nickName')}
        rules={[
          { required: true, whitespace: true, message: t('common.required') },
          { max: NICK_NAME_MAX, message: t('account.tooLong', { max: NICK_NAME_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('account.field.email')}
        rules={[{ pattern: EMAIL_PATTERN, message: t('common.invalidEmail') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="phonenumber"
        label={t('account.field.phone')}
        rules={[{ pattern: MOBILE_PATTERN, message: t('common.invalidMobile') }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="sex" label={t('account.field.sex')}>
        <Radio.Group options={SEX_VALUES.map((value) => ({ value, label: t(`account.sex.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="dateStyle"
        label={t('account.field.dateStyle')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <Select options={DATE_STYLES.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item
        name="timeZone"
        label={t('account.field.timeZone')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <Select showSearch options={TIME_ZONES.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('account.base.submit')}
      </Button>
    </Form>
  );
}
