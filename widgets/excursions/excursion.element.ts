import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './excursion.meta';
import styles from './excursions.css';
import { ExcursionWidget } from './Excursion';

export const LidoExcursionElement = defineWidget(meta, ExcursionWidget, styles, catalogues);
/** @deprecated use LidoExcursionElement; removed in 0.3 */
export const ExcursionElement = LidoExcursionElement;
