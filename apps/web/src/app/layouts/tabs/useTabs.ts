import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeQuestion } from '../../../core/close-guard';
import { CLOSE_TAB_EVENT } from '../../../core/close-request';
import { TABS_STORAGE_KEY } from './storage';
import {
  closeAll,
  closeOthers,
  closeTab,
  ensureAffix,
  openTab,
  parseTabState,
  type TabState,
} from './tab-list';

function load(): TabState {
  return parseTabState(localStorage.getItem(TABS_STORAGE_KEY));
}

/**
 * The visited-pages tab state: opens a tab for every page the user reaches (`tabKeyOf` says which tab,
 * null for none), keeps affixed menus open, survives a reload through local storage, and moves to the
 * neighbouring tab when the active one closes.
 */
export function useTabs({
  affixPaths,
  tabKeyOf,
}: {
  affixPaths: readonly string[];
  tabKeyOf: (pathname: string) => string | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const [state, setState] = useState<TabState>(load);
  const affixKey = affixPaths.join('|');

  useEffect(() => {
    setState((s) => ensureAffix(s, affixKey ? affixKey.split('|') : []));
  }, [affixKey]);

  const currentKey = tabKeyOf(location.pathname);
  useEffect(() => {
    if (!currentKey) return;
    setState((s) => openTab(s, { key: currentKey, fullPath: location.pathname + location.search }));
  }, [currentKey, location.pathname, location.search]);

  useEffect(() => {
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(state));
  }, [state]);

  // A page closing its own tab (requestCloseTab) navigates on by itself.
  useEffect(() => {
    const onClose = (event: Event) => {
      const key = (event as CustomEvent<string>).detail;
      setState((s) => closeTab(s, key));
    };
    window.addEventListener(CLOSE_TAB_EVENT, onClose);
    return () => window.removeEventListener(CLOSE_TAB_EVENT, onClose);
  }, []);

  /**
   * Applies a change and follows the active tab if it moved. A closing tab whose page holds unfinished
   * work (core/close-guard) asks first.
   */
  const apply = useCallback(
    (change: (s: TabState) => TabState) => {
      const next = change(state);
      const go = () => {
        setState(next);
        const target = next.tabs.find((tab) => tab.key === next.activeKey);
        if (!target) navigate('/welcome');
        else if (target.key !== currentKey) navigate(target.fullPath);
      };
      const closing = state.tabs.filter((tab) => !next.tabs.some((n) => n.key === tab.key));
      const question = closeQuestion(closing.map((tab) => tab.key));
      if (!question) return go();
      modal.confirm({
        title: question,
        okText: t('layout.tabs.closeAnyway'),
        cancelText: t('action.cancel'),
        onOk: go,
      });
    },
    [state, currentKey, navigate, modal, t],
  );

  return {
    state,
    activate: (key: string) => {
      const tab = state.tabs.find((t) => t.key === key);
      if (tab) navigate(tab.fullPath);
    },
    close: (key: string) => apply((s) => closeTab(s, key)),
    closeOthers: (key: string) => apply((s) => closeOthers(s, key)),
    closeAll: () => apply(closeAll),
  };
}
