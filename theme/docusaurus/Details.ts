// `@theme/Details`: the animated `<details>` markdown uses (`summary` prop or a `<summary>` child).
export { Details as default } from '../markdown/Details.js';
