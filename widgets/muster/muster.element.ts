import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './muster.meta';
import styles from './muster.css';
import { MusterWidget } from './MusterWidget';

export const LidoMusterElement = defineWidget(meta, MusterWidget, [styles], catalogues);
/** @deprecated use LidoMusterElement; removed in 0.3 */
export const MusterElement = LidoMusterElement;
