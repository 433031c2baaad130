// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type { OssConfig, OssFile } from '@tms/contract';

export type { OssConfig, OssFile };

export type OssConfigForm = Omit<OssConfig, 'id' | 'implemented'> & { id?: number };

export type UploadCategory = 'image' | 'file';
