export type Vehicle = {
  uuid: string;
  carrierId: string;
  carrierName: string | null;
  driverId: string | null;
  driverName: string | null;
  vehicleModelId: string | null;
  vehicleModelName: string | null;
  thermosphereName: string | null;
  code: string;
  plateNumber: string;
  frameNumber: string | null;
  logisticsPlatform: string | null;
  locked: string;
  brand: string | null;
  ownFlag: string;
  deviceNumber: string | null;
  description: string | null;
  registrationDate: string | null;
  scrapDate: string | null;
  inspectionStart: string | null;
  inspectionEnd: string | null;
  insuranceStart: string | null;
  insuranceEnd: string | null;
  licenseNumber: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  ownWeightKg: string | null;
  tonnage: string | null;
  emissionStandard: string | null;
  fuelConsumption: string | null;
  reeferFuelConsumption: string | null;
  age: number | null;
  drivingLicenseFront: string[];
  drivingLicenseBack: string[];
  transportPermit: string[];
  insuranceFiles: string[];
  inspectionCertificate: string[];
  reviewStatus: string;
  reviewRemark: string | null;
  enableFlag: string;
  remark: string | null;
  insuranceExpired: boolean;
  createTime: string;
};

export type VehicleForm = Omit<
  Vehicle,
  | 'uuid'
  | 'carrierName'
  | 'driverName'
  | 'vehicleModelName'
  | 'thermosphereName'
  | 'reviewStatus'
  | 'reviewRemark'
  | 'insuranceExpired'
  | 'createTime'
> & { uuid?: string };
