import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './excursion.meta';
import styles from './excursions.css';
import { ExcursionWidget } from './Excursion';

export const ExcursionElement = defineWidget(meta, ExcursionWidget, styles, catalogues);
