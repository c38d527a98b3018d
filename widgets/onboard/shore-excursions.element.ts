import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './shore-excursions.meta';
import styles from './onboard.css';
import { ShoreExcursionsWidget } from './ShoreExcursions';

export const LidoShoreExcursionsElement = defineWidget(meta, ShoreExcursionsWidget, styles, catalogues);
/** @deprecated use LidoShoreExcursionsElement; removed in 0.3 */
export const ShoreExcursionsElement = LidoShoreExcursionsElement;
