import { lineMeasures, packQuantity, totalsOf } from '@tms/domain';
import type { WaybillLine } from '../types';

const QUANTITY = /^\d+(\.\d{1,3})?$/;

/** Weight, volume, cases and pallets of a line from its item's per-unit figures (domain rules, exact). */
export function figuresFor(line: WaybillLine): Partial<WaybillLine> {
  const quantity = line.quantity ?? '';
  if (!QUANTITY.test(quantity)) return {};
  const measures = lineMeasures({ quantity, weightKg: line.unitWeight, volumeM3: line.unitVolume });
  const packed = line.boxFactor
    ? packQuantity({ quantity, boxFactor: line.boxFactor, palletFactor: line.palletFactor })
    : null;
  return {
    weight: line.unitWeight ? measures.weightKg : line.weight,
    volume: line.unitVolume ? measures.volumeM3 : line.volume,
    cases: packed?.boxes ?? line.cases,
    pallets: packed?.pallets ?? line.pallets,
  };
}

/** The waybill's totals as the server will sum them (the domain's totalsOf over the lines). */
export function totalsOfLines(lines: readonly WaybillLine[]) {
  return totalsOf([
    {
      uuid: '',
      shipFromId: '',
      shipToId: '',
      tempVoLists: lines.map((l) => ({
        tempCode: l.temperature ?? '',
        quantity: safe(l.quantity),
        weight: safe(l.weight),
        volume: safe(l.volume),
        cases: safe(l.cases),
        pallets: safe(l.pallets),
      })),
    },
  ]);
}

const NUMBER = /^\d+(\.\d+)?$/;
const safe = (v: string | null | undefined) => (v && NUMBER.test(v) ? v : '0');
