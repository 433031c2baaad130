import type { Db, DbOrTx } from '../../../platform/db';
import { dictParam } from '../../reference';

/** The dictionary of temperature layers (the codes items, waybills and vehicle models carry). */
const LAYER_DICT = 'item_temperature';

/**
 * A refusal's parameters with its temperature layer ({layer}) as the layer's label in every language:
 * the rules name the layer by its code, the reader sees its name in their own language.
 */
export async function withLayerLabel(
  db: Db | DbOrTx,
  params: Record<string, unknown> | undefined,
): Promise<Record<string, unknown> | undefined> {
  if (!params || !('layer' in params)) return params;
  return { ...params, layer: await dictParam(db as Db, LAYER_DICT, params.layer) };
}
