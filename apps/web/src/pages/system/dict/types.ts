export type DictType = {
  id: number;
  dictName: string;
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

export type DictTypeForm = Omit<DictType, 'id' | 'createTime'> & { id?: number };
export type DictDataForm = Omit<DictData, 'id' | 'createTime'> & { id?: number };
