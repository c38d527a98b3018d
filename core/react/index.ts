export {
  useCore,
  useSlice,
  useT,
  useLanguage,
  useHost,
  usePageHeading,
  useShadowRoot,
  useNavigate,
  useRoute,
  useEmit,
  useDeviceRules,
  useVariant,
  useSignedIn,
  useUiSetting,
  type EmitFunction,
  type UiSwitch,
} from './hooks';
export { useShallow } from 'zustand/shallow';
export type { WidgetRoute } from '../element/host';
export type { NavigationOutcome } from '../element/navigation';
export type { WidgetProps } from '../element/define-widget';
