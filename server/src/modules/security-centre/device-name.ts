import { UAParser } from 'ua-parser-js';

/** What a session list shows of a user agent: the device (model, else operating system) and the browser. */
export interface DeviceName {
  device: string;
  browser: string;
}

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** Names the device and browser of a user agent (docs/product.md#security-centre); empty when unknown. */
export function deviceName(userAgent: string): DeviceName {
  const { browser, os, device } = new UAParser(userAgent.slice(0, 512)).getResult();
  const model = device.model ? join(device.vendor, device.model) : '';
  const system = join(os.name, os.version);
  return {
    device: (model && system ? `${model} (${system})` : model || system).slice(0, 100),
    browser: join(browser.name, browser.major).slice(0, 100),
  };
}
