import { defineWidget } from '../../core/element/define-widget';
import meta from './signage.meta';
import styles from './signage.css';
import catalogues from './catalogue';
import { SignageBoard } from './SignageBoard';

export const LidoSignageBoardElement = defineWidget(meta, SignageBoard, styles, catalogues);
