// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../../locales';
import { CompletionDialog } from './CompletionDialog';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { 'zh-CN': { translation: resources['zh-CN'] } },
    lng: 'zh-CN',
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const shipment = (n: number) => ({ uuid: `sh-${n}`, shipmentCode: `SP20261209000${n}` });

function open(shipments: { uuid: string; shipmentCode: string }[]) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <App>
          <CompletionDialog completion={{ shipments }} remaining={0} onClose={() => undefined} />
        </App>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return document.querySelector('.ant-modal') as HTMLElement;
}

const times = (text: string, part: string) => text.split(part).length - 1;

describe('the completion dialog after a submit', () => {
  it('names each created shipment once, even when the answer repeats one', () => {
    const dialog = open([shipment(1), shipment(2), shipment(1)]);
    expect(screen.getByText('排线完成，已生成 2 张调度单')).toBeTruthy();
    const text = dialog.textContent ?? '';
    expect(times(text, shipment(1).shipmentCode)).toBe(1);
    expect(times(text, shipment(2).shipmentCode)).toBe(1);
    const links = [...dialog.querySelectorAll('[data-testid="completion-links"] a')];
    expect(links.map((a) => a.textContent)).toEqual([shipment(1).shipmentCode, shipment(2).shipmentCode]);
  });
});
