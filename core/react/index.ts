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
  type EmitFunction,
} from './hooks';
export { useShallow } from 'zustand/shallow';
export type { WidgetRoute } from '../element/host';
export type { NavigationOutcome } from '../element/navigation';
export type { WidgetProps } from '../element/define-widget';
