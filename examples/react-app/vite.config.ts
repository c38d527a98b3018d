import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Nothing Lido-specific: the package's exports map and plain ES modules are all a bundler needs.
export default defineConfig({ base: './', plugins: [react()] });
