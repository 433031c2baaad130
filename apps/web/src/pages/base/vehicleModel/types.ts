export type VehicleModel = {
  uuid: string;
  carrierId: string | null;
  carrierName: string | null;
  code: string;
  name: string;
  temperatureLayers: string[];
  thermosphereName: string;
  ratedLoadKg: string;
  ratedVolumeM3: string;
  ownWeightKg: string | null;
  innerLength: string | null;
  innerWidth: string | null;
  innerHeight: string | null;
  outerLength: string | null;
  outerWidth: string | null;
  outerHeight: string | null;
  classification: string | null;
  rosPushResult: string | null;
  enableFlag: string;
  remark: string | null;
  createTime: string;
};

export type VehicleModelForm = Omit<
  VehicleModel,
  'uuid' | 'carrierName' | 'thermosphereName' | 'rosPushResult' | 'createTime'
> & { uuid?: string };
