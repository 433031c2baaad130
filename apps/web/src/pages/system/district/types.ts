export type District = {
  id: number;
  parentId: number;
  code: string;
  name: string;
  level: number;
  hasChildren: boolean;
  children?: District[];
};

export type DistrictForm = { id?: number; parentId: number; code: string; name: string; level: number };

/** 1 province, 2 city, 3 area, 4 street. */
export const DISTRICT_LEVELS = [1, 2, 3, 4] as const;
