import { defineWidget } from '../../core/element/define-widget';
import meta from './problems.meta';
import styles from './problems.css';
import catalogues from './catalogue';
import { Problems } from './Problems';

export const LidoProblemsElement = defineWidget(meta, Problems, styles, catalogues);
