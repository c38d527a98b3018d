import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Vue only needs to know that lido- tags are custom elements, not Vue components.
export default defineConfig({
  base: './',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('lido-') } } })],
});
