import { Tabs, type TabsProps } from 'antd';
import './page-tabs.css';

/** A page's tabs: on phones the tab bar wraps, so every tab stays in sight. */
export function PageTabs(props: TabsProps) {
  return <Tabs {...props} className="page-tabs" />;
}
