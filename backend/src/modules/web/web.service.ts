import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';

export interface RuntimeConfig {
  learnerRemoteUrl: string;
  adminRemoteUrl: string;
  stripePublishableKey: string | null;
}

@Injectable()
export class WebService {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  runtimeConfig(): RuntimeConfig {
    return {
      learnerRemoteUrl: this.config.web.learnerRemoteUrl,
      adminRemoteUrl: this.config.web.adminRemoteUrl,
      stripePublishableKey: this.config.stripe.publishableKey ?? null,
    };
  }

  runtimeConfigScript(): string {
    // JSON is valid JavaScript; escaping "<" keeps the value inert even if a URL contains "</script>".
    const json = JSON.stringify(this.runtimeConfig()).replace(/</g, '\\u003c');
    return `window.__ACADEMY_CONFIG__ = ${json};\n`;
  }
}
