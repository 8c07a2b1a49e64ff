import type { ThemeConfig } from 'antd';

/** Ant Design theme of the admin area (same primary colour as the learner pages). */
export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#2563eb',
    borderRadius: 8,
  },
};
