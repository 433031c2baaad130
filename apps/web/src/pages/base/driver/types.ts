export type Driver = {
  uuid: string;
  carrierId: string;
  carrierCode: string | null;
  carrierName: string | null;
  code: string;
  name: string;
  mobile: string;
  idCard: string | null;
  licenseType: string | null;
  licenseNumber: string | null;
  licenseValidFrom: string | null;
  licenseValidTo: string | null;
  licenseFirstIssue: string | null;
  healthCertNo: string | null;
  healthValidFrom: string | null;
  healthValidTo: string | null;
  loginName: string | null;
  hasPassword: boolean;
  licenseImages: string[];
  healthImages: string[];
  qualificationImages: string[];
  reviewStatus: string;
  reviewRemark: string | null;
  enableFlag: string;
  remark: string | null;
  createTime: string;
};

export type DriverForm = Omit<
  Driver,
  'uuid' | 'carrierCode' | 'carrierName' | 'hasPassword' | 'reviewStatus' | 'reviewRemark' | 'createTime'
> & { uuid?: string; password?: string };
