import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './excursion-cart.meta';
import styles from './excursions.css';
import { ExcursionCartWidget } from './Cart';

export const LidoExcursionCartElement = defineWidget(meta, ExcursionCartWidget, styles, catalogues);
/** @deprecated use LidoExcursionCartElement; removed in 0.3 */
export const ExcursionCartElement = LidoExcursionCartElement;
