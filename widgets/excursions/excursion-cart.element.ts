import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './excursion-cart.meta';
import styles from './excursions.css';
import { ExcursionCartWidget } from './Cart';

export const ExcursionCartElement = defineWidget(meta, ExcursionCartWidget, styles, catalogues);
