// The over-the-air update licence (docs/product.md#eula "EULA by country and language") as data. en-US is the source
// text and serves every culture without its own; ja-JP is a full translation. The governing-law clause
// differs by jurisdiction and is placed before the closing sections. Plain language on purpose: the
// agreement is read on a phone before an update installs. Not legal advice: counsel reviews each version.
import type { Jurisdiction } from './regions';

export interface EulaSection {
  heading: string;
  body: string;
}

export interface EulaText {
  title: string;
  sections: EulaSection[];
  governingLaw: Record<Jurisdiction, EulaSection>;
  closing: EulaSection[];
}

/** Version of the agreement; a changed text gets a new version so acceptance can be told apart. */
export const EULA_VERSION = '1.0 (2026-11-01)';

const enUS: EulaText = {
  title: 'Software Update End-User License Agreement',
  sections: [
    {
      heading: '1. About this agreement',
      body:
        'This End-User License Agreement (the "Agreement") is between you and Roland Corporation ("Roland", "we", ' +
        '"us") and covers the firmware and software updates we deliver over the air (each an "Update") to your ' +
        'Roland, BOSS or drum-brand product and to its companion apps. By installing an Update you accept this ' +
        'Agreement. If you do not accept it, do not install the Update: your product keeps working with the ' +
        'software it already has.',
    },
    {
      heading: '2. Your licence',
      body:
        'We grant you a personal, non-exclusive, non-transferable licence to install and use each Update only on ' +
        'the product it was delivered for, or on devices you own or control that run the companion app. If you ' +
        'sell or give the product away, the licence for the Updates installed on it passes to the new owner with ' +
        'the product, and you must not keep copies.',
    },
    {
      heading: '3. What you may not do',
      body:
        'You may not copy, modify, translate or create derivative works of an Update; decompile, disassemble or ' +
        'reverse engineer it, except to the extent the law expressly permits despite this restriction; rent, ' +
        'lend, sell, sublicense or distribute it separately from the product; remove or alter any copyright or ' +
        'other notice in it; or bypass any technical measure that controls which Update may be installed.',
    },
    {
      heading: '4. Installing an Update',
      body:
        'Updates are downloaded over your internet connection, and your provider’s data charges may apply. Keep ' +
        'the product powered and connected until the installation has finished: an interrupted installation can ' +
        'leave the product unable to start until it is repaired. Back up your settings, patches, kits and ' +
        'recordings before you install. Some Updates fix security issues or are needed for the product to keep ' +
        'working with our online services; we may ask you to install them before you can use those services.',
    },
    {
      heading: '5. Information sent during an Update',
      body:
        'To find and deliver the right Update, the product or app sends us its model, serial number, current ' +
        'software version, region and language settings, and the IP address of the connection. We use this ' +
        'information only to deliver and verify Updates, to prevent misuse and to keep aggregate statistics of ' +
        'the software versions in use, as described in our privacy policy. We do not use it for advertising.',
    },
    {
      heading: '6. Third-party and open-source components',
      body:
        'Updates may contain components licensed to us by third parties, including open-source software. Their ' +
        'licences are listed on the licence screen of the product or app. Where such a licence grants you rights ' +
        'that this Agreement would restrict, that licence prevails for that component.',
    },
    {
      heading: '7. Ownership',
      body:
        'Updates are licensed, not sold. Roland and its licensors keep all rights, title and interest in the ' +
        'Updates, including all intellectual property rights, except for the licence expressly granted to you.',
    },
    {
      heading: '8. Warranty',
      body:
        'We release Updates to improve your product, but no software is free of faults. To the extent the law ' +
        'allows, Updates are provided "as is", without warranties beyond the warranty of your product and the ' +
        'rights applicable law gives you. Nothing in this Agreement limits the statutory rights you have as a ' +
        'consumer.',
    },
    {
      heading: '9. Limitation of liability',
      body:
        'To the extent the law allows, Roland is not liable for indirect or consequential loss, or for the loss ' +
        'of data, sounds or recordings stored on the product, arising from an Update. This does not limit our ' +
        'liability for death or personal injury caused by our negligence, for fraud, for intent or gross ' +
        'negligence, or any other liability that cannot be limited by law.',
    },
    {
      heading: '10. Export',
      body:
        'You may not export or re-export an Update in breach of the export control or sanctions laws of Japan, ' +
        'the United States, the European Union or any other country that applies to you.',
    },
    {
      heading: '11. End of the licence',
      body:
        'Your licence ends automatically if you break this Agreement. When it ends you must stop using the ' +
        'Update and delete any copies you hold; sections 7, 9 and 12 continue to apply.',
    },
  ],
  governingLaw: {
    japan: {
      heading: '12. Governing law',
      body:
        'This Agreement is governed by the laws of Japan. The Shizuoka District Court, Hamamatsu Branch, has ' +
        'exclusive jurisdiction in the first instance over any dispute arising from it. This does not limit the ' +
        'rights the Consumer Contract Act or other mandatory laws give you.',
    },
    'united-states': {
      heading: '12. Governing law',
      body:
        'This Agreement is governed by the laws of the State of California and the federal laws of the United ' +
        'States, without regard to conflict-of-laws rules. The United Nations Convention on Contracts for the ' +
        'International Sale of Goods does not apply. The consumer protection laws of your state of residence ' +
        'continue to apply where they cannot be waived.',
    },
    europe: {
      heading: '12. Governing law',
      body:
        'This Agreement is governed by the laws of the country in which you habitually reside, and you may bring ' +
        'any dispute before the courts of that country. Nothing in this Agreement affects your statutory rights ' +
        'as a consumer, including your rights concerning digital content and its updates under the laws of that ' +
        'country.',
    },
    other: {
      heading: '12. Governing law',
      body:
        'This Agreement is governed by the laws of Japan, and the Shizuoka District Court, Hamamatsu Branch, has ' +
        'jurisdiction over any dispute arising from it. Where the law of your country of residence gives you ' +
        'consumer rights that cannot be waived, or the right to sue in your own courts, those rights still apply.',
    },
  },
  closing: [
    {
      heading: '13. Changes and contact',
      body:
        'We may publish a new version of this Agreement together with a later Update; the version shown when ' +
        'you install an Update applies to that Update. If you have questions about this Agreement, contact us ' +
        'through the Support section of Backstage.',
    },
  ],
};

const jaJP: EulaText = {
  title: 'ソフトウェア・アップデート使用許諾契約書',
  sections: [
    {
      heading: '1. 本契約について',
      body:
        '本使用許諾契約書（以下「本契約」）は、お客様とローランド株式会社（以下「当社」）との間の契約であり、当社がお客様の' +
        'Roland、BOSSまたはドラム・ブランドの製品およびその関連アプリに無線通信（オーバー・ザ・エア）で配信するファームウェアと' +
        'ソフトウェアの更新（以下「アップデート」）に適用されます。アップデートをインストールした時点で、お客様は本契約に同意した' +
        'ものとみなされます。同意いただけない場合は、アップデートをインストールしないでください。製品はそれまでのソフトウェアで' +
        '引き続きお使いいただけます。',
    },
    {
      heading: '2. 使用の許諾',
      body:
        '当社はお客様に対し、各アップデートを、それが配信された製品、またはお客様が所有もしくは管理し関連アプリを実行する機器に' +
        'のみインストールし使用する、個人的、非独占的かつ譲渡不能な権利を許諾します。製品を譲渡する場合、製品にインストール' +
        '済みのアップデートの使用権は製品とともに譲受人に移転し、お客様は複製物を保持してはなりません。',
    },
    {
      heading: '3. 禁止事項',
      body:
        'お客様は、アップデートの複製、改変、翻訳または二次的著作物の作成、法令がこの制限にかかわらず明示的に認める範囲を除く' +
        '逆コンパイル、逆アセンブルその他のリバースエンジニアリング、製品と切り離した賃貸、貸与、販売、再許諾または頒布、著作権' +
        'その他の表示の削除または変更、ならびにインストールできるアップデートを制御する技術的手段の回避を行ってはなりません。',
    },
    {
      heading: '4. アップデートのインストール',
      body:
        'アップデートはお客様のインターネット接続を通じてダウンロードされ、通信事業者のデータ通信料がかかる場合があります。' +
        'インストールが完了するまで、製品の電源を切ったり接続を外したりしないでください。インストールが中断されると、修理するまで' +
        '製品が起動しなくなることがあります。インストールの前に、設定、音色、キットおよび録音データをバックアップしてください。' +
        'セキュリティ上の問題を修正するアップデートや、当社のオンライン・サービスを引き続き利用するために必要なアップデートに' +
        'ついては、そのサービスの利用前にインストールをお願いすることがあります。',
    },
    {
      heading: '5. アップデートの際に送信される情報',
      body:
        '適切なアップデートを特定し配信するため、製品またはアプリは、機種、シリアル番号、現在のソフトウェアのバージョン、地域と' +
        '言語の設定、および接続のIPアドレスを当社に送信します。当社はこれらの情報を、当社のプライバシーポリシーに定めるとおり、' +
        'アップデートの配信と検証、不正利用の防止、および使用中のソフトウェア・バージョンの統計の作成にのみ使用し、広告には' +
        '使用しません。',
    },
    {
      heading: '6. 第三者のソフトウェアおよびオープンソース・ソフトウェア',
      body:
        'アップデートには、オープンソース・ソフトウェアを含む、第三者から当社が使用許諾を受けたコンポーネントが含まれることが' +
        'あります。それらのライセンスは製品またはアプリのライセンス画面に記載されています。当該ライセンスが本契約で制限される' +
        '権利をお客様に認めている場合、そのコンポーネントについては当該ライセンスが優先します。',
    },
    {
      heading: '7. 権利の帰属',
      body:
        'アップデートは使用を許諾するものであり、販売するものではありません。お客様に明示的に許諾された権利を除き、アップデートに' +
        '関する一切の権利（知的財産権を含みます）は当社およびそのライセンサーに帰属します。',
    },
    {
      heading: '8. 保証',
      body:
        '当社は製品の改善のためにアップデートを提供しますが、不具合のないソフトウェアは存在しません。法令で認められる範囲で、' +
        'アップデートは製品の保証および適用法令がお客様に認める権利を超える保証なしに「現状有姿」で提供されます。本契約は、消費者と' +
        'してお客様が法令上有する権利を制限するものではありません。',
    },
    {
      heading: '9. 責任の制限',
      body:
        '法令で認められる範囲で、当社は、アップデートに起因する間接損害もしくは結果損害、または製品に保存されたデータ、音色もしくは' +
        '録音の消失について責任を負いません。ただし、当社の過失による生命または身体の損害、当社の故意または重大な過失による損害、' +
        'その他法令上制限できない責任については、この限りではありません。',
    },
    {
      heading: '10. 輸出',
      body:
        'お客様は、日本、米国、欧州連合その他お客様に適用される国の輸出管理法令または制裁法令に違反して、アップデートを輸出または' +
        '再輸出してはなりません。',
    },
    {
      heading: '11. 契約の終了',
      body:
        'お客様が本契約に違反した場合、使用許諾は自動的に終了します。終了した場合、お客様はアップデートの使用を中止し、保持する' +
        '複製物を削除しなければなりません。第7条、第9条および第12条は終了後も効力を有します。',
    },
  ],
  governingLaw: {
    japan: {
      heading: '12. 準拠法および管轄',
      body:
        '本契約は日本法に準拠します。本契約に起因する紛争については、静岡地方裁判所浜松支部を第一審の専属的合意管轄裁判所と' +
        'します。ただし、消費者契約法その他の強行法規によりお客様に認められる権利を制限するものではありません。',
    },
    'united-states': {
      heading: '12. 準拠法',
      body:
        '本契約は、抵触法の原則にかかわらず、カリフォルニア州法および米国連邦法に準拠します。国際物品売買契約に関する国際連合' +
        '条約は適用されません。お客様の居住する州の消費者保護法のうち放棄できない規定は、引き続き適用されます。',
    },
    europe: {
      heading: '12. 準拠法および管轄',
      body:
        '本契約は、お客様が常居所を有する国の法律に準拠し、お客様は紛争をその国の裁判所に提起することができます。本契約は、' +
        'デジタルコンテンツおよびその更新に関する権利を含め、同国の法律により消費者としてお客様に認められる権利に影響を' +
        '与えるものではありません。',
    },
    other: {
      heading: '12. 準拠法および管轄',
      body:
        '本契約は日本法に準拠し、本契約に起因する紛争については静岡地方裁判所浜松支部を管轄裁判所とします。ただし、お客様の' +
        '居住国の法律により、放棄できない消費者としての権利または自国の裁判所に提訴する権利が認められている場合、それらの権利は' +
        '引き続き適用されます。',
    },
  },
  closing: [
    {
      heading: '13. 本契約の変更およびお問い合わせ',
      body:
        '当社は、今後のアップデートとともに本契約の新しい版を公表することがあります。各アップデートには、そのインストール時に' +
        '表示された版が適用されます。本契約に関するご質問は、Backstageのサポートからお問い合わせください。',
    },
  ],
};

/** The texts by culture; a culture without its own text reads en-US. */
export const EULA_TEXTS = { 'en-US': enUS, 'ja-JP': jaJP } as const satisfies Record<string, EulaText>;

export type EulaCulture = keyof typeof EULA_TEXTS;
