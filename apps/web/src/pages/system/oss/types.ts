export type OssFile = {
  id: number;
  fileName: string;
  originalName: string;
  fileSuffix: string | null;
  url: string;
  size: number;
  contentType: string | null;
  service: string;
  createBy: string | null;
  createTime: string;
};

export type OssConfig = {
  id: number;
  configKey: string;
  endpoint: string | null;
  bucketName: string | null;
  prefix: string | null;
  accessKey: string | null;
  secretKey: string | null;
  domain: string | null;
  region: string | null;
  isHttps: string;
  status: string;
  remark: string | null;
  implemented: boolean;
};

export type OssConfigForm = Omit<OssConfig, 'id' | 'implemented'> & { id?: number };

export type UploadCategory = 'image' | 'file';
