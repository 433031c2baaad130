export type DictType = {
  id: number;
  /** zh-CN name; the other languages in labels. */
  dictName: string;
  labels: DictLabels;
  /** The name in the current language, as the server resolved it. */
  displayName: string;
  dictType: string;
  status: string;
  remark: string | null;
  createTime: string;
};

export type DictLabels = { 'zh-HK'?: string; 'en-US'?: string };

export type DictData = {
  id: number;
  dictSort: number;
  dictLabel: string;
  labels: DictLabels;
  dictValue: string;
  dictType: string;
  cssClass: string | null;
  listClass: string | null;
  isDefault: string;
  status: string;
  remark: string | null;
  createTime: string;
};

export type DictTypeForm = Omit<DictType, 'id' | 'createTime' | 'displayName'> & { id?: number };
export type DictDataForm = Omit<DictData, 'id' | 'createTime'> & { id?: number };
