// `@theme/TabItem`: one panel of `@theme/Tabs`.
export { TabItem as default } from '../markdown/TabItem.js';
