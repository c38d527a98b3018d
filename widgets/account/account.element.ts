import { defineWidget } from '../../core/element/define-widget';
import meta from './account.meta';
import styles from './account.css';
import catalogues from './catalogue';
import { Account } from './Account';

export const LidoAccountElement = defineWidget(meta, Account, styles, catalogues);
