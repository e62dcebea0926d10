import { resolveLanguage, type LanguageCode } from '../shared/languages';

/** The notification types a person can switch off, one link per type in every e-mail. */
export const unsubscribeTypes = ['goalReminders', 'eventReminders', 'transactionAlerts', 'social'] as const;
export type UnsubscribeType = (typeof unsubscribeTypes)[number];

/**
 * What the server writes around a notification outside the app — the e-mail's small print and
 * the unsubscribe page — in each language. `{type}` is the type's name from `types`.
 */
export interface DeliveryTexts {
  types: Record<UnsubscribeType, string>;
  open: string;
  reason: string;
  unsubscribe: string;
  confirmTitle: string;
  confirmBody: string;
  confirmButton: string;
  doneTitle: string;
  doneBody: string;
  invalidTitle: string;
  invalidBody: string;
  settings: string;
}

export const deliveryTexts: Record<LanguageCode, DeliveryTexts> = {
  en: {
    types: { goalReminders: 'goal reminders', eventReminders: 'event reminders', transactionAlerts: 'transaction alerts', social: 'news from friends and groups' },
    open: 'Open in Tandem',
    reason: 'You get this because {type} are on in your Tandem settings.',
    unsubscribe: 'Stop {type}',
    confirmTitle: 'Stop {type}?',
    confirmBody: 'Tandem will no longer send you {type} by e-mail, push or text message. You still see everything in the app.',
    confirmButton: 'Stop {type}',
    doneTitle: 'You will no longer get {type}',
    doneBody: 'You can turn them back on at any time in Settings, under Notifications.',
    invalidTitle: 'This link does not work',
    invalidBody: 'It may be incomplete. You can choose what Tandem sends you in Settings, under Notifications.',
    settings: 'Open Settings',
  },
  es: {
    types: {
      goalReminders: 'recordatorios de metas',
      eventReminders: 'recordatorios de eventos',
      transactionAlerts: 'alertas de transacciones',
      social: 'novedades de amigos y grupos',
    },
    open: 'Abrir en Tandem',
    reason: 'Recibes esto porque tienes activados los {type} en la configuración de Tandem.',
    unsubscribe: 'Dejar de recibir {type}',
    confirmTitle: '¿Dejar de recibir {type}?',
    confirmBody: 'Tandem dejará de enviarte {type} por correo, notificación push o SMS. Seguirás viendo todo en la app.',
    confirmButton: 'Dejar de recibir {type}',
    doneTitle: 'Ya no recibirás {type}',
    doneBody: 'Puedes volver a activarlos cuando quieras en Configuración, en Notificaciones.',
    invalidTitle: 'Este enlace no funciona',
    invalidBody: 'Puede que esté incompleto. Puedes elegir qué te envía Tandem en Configuración, en Notificaciones.',
    settings: 'Abrir Configuración',
  },
  ar: {
    types: { goalReminders: 'تذكيرات الأهداف', eventReminders: 'تذكيرات الفعاليات', transactionAlerts: 'تنبيهات المعاملات', social: 'أخبار الأصدقاء والمجموعات' },
    open: 'افتح في Tandem',
    reason: 'تصلك هذه الرسالة لأن {type} مفعّلة في إعدادات Tandem.',
    unsubscribe: 'إيقاف {type}',
    confirmTitle: 'إيقاف {type}؟',
    confirmBody: 'لن يرسل لك Tandem {type} بالبريد الإلكتروني أو الإشعارات أو الرسائل النصية بعد الآن. سترى كل شيء في التطبيق كما هو.',
    confirmButton: 'إيقاف {type}',
    doneTitle: 'لن تصلك {type} بعد الآن',
    doneBody: 'يمكنك تفعيلها مجددًا في أي وقت من الإعدادات، ضمن الإشعارات.',
    invalidTitle: 'هذا الرابط لا يعمل',
    invalidBody: 'ربما يكون ناقصًا. يمكنك اختيار ما يرسله لك Tandem من الإعدادات، ضمن الإشعارات.',
    settings: 'افتح الإعدادات',
  },
  th: {
    types: { goalReminders: 'การแจ้งเตือนเป้าหมาย', eventReminders: 'การแจ้งเตือนกิจกรรม', transactionAlerts: 'การแจ้งเตือนธุรกรรม', social: 'ข่าวจากเพื่อนและกลุ่ม' },
    open: 'เปิดใน Tandem',
    reason: 'คุณได้รับข้อความนี้เพราะเปิด{type}ไว้ในการตั้งค่า Tandem',
    unsubscribe: 'หยุด{type}',
    confirmTitle: 'หยุด{type}ใช่ไหม',
    confirmBody: 'Tandem จะไม่ส่ง{type}ทางอีเมล การแจ้งเตือนแบบพุช หรือ SMS อีก คุณยังดูทุกอย่างได้ในแอป',
    confirmButton: 'หยุด{type}',
    doneTitle: 'คุณจะไม่ได้รับ{type}อีก',
    doneBody: 'คุณเปิดกลับได้ทุกเมื่อในการตั้งค่า ที่หัวข้อการแจ้งเตือน',
    invalidTitle: 'ลิงก์นี้ใช้ไม่ได้',
    invalidBody: 'ลิงก์อาจไม่ครบ คุณเลือกสิ่งที่ Tandem ส่งถึงคุณได้ในการตั้งค่า ที่หัวข้อการแจ้งเตือน',
    settings: 'เปิดการตั้งค่า',
  },
  id: {
    types: { goalReminders: 'pengingat tujuan', eventReminders: 'pengingat acara', transactionAlerts: 'peringatan transaksi', social: 'kabar dari teman dan grup' },
    open: 'Buka di Tandem',
    reason: 'Anda menerima ini karena {type} aktif di pengaturan Tandem Anda.',
    unsubscribe: 'Hentikan {type}',
    confirmTitle: 'Hentikan {type}?',
    confirmBody: 'Tandem tidak akan lagi mengirim {type} lewat email, notifikasi push, atau SMS. Anda tetap melihat semuanya di aplikasi.',
    confirmButton: 'Hentikan {type}',
    doneTitle: 'Anda tidak akan lagi menerima {type}',
    doneBody: 'Anda bisa mengaktifkannya lagi kapan saja di Pengaturan, bagian Notifikasi.',
    invalidTitle: 'Tautan ini tidak berfungsi',
    invalidBody: 'Mungkin tautannya tidak lengkap. Anda bisa memilih apa yang dikirim Tandem di Pengaturan, bagian Notifikasi.',
    settings: 'Buka Pengaturan',
  },
  pt: {
    types: { goalReminders: 'lembretes de metas', eventReminders: 'lembretes de eventos', transactionAlerts: 'alertas de transações', social: 'novidades de amigos e grupos' },
    open: 'Abrir no Tandem',
    reason: 'Você recebe isto porque os {type} estão ativados nas configurações do Tandem.',
    unsubscribe: 'Parar {type}',
    confirmTitle: 'Parar {type}?',
    confirmBody: 'O Tandem não enviará mais {type} por e-mail, notificação push ou SMS. Você continua vendo tudo no app.',
    confirmButton: 'Parar {type}',
    doneTitle: 'Você não receberá mais {type}',
    doneBody: 'Você pode ativá-los de novo quando quiser em Configurações, em Notificações.',
    invalidTitle: 'Este link não funciona',
    invalidBody: 'Ele pode estar incompleto. Você pode escolher o que o Tandem envia em Configurações, em Notificações.',
    settings: 'Abrir Configurações',
  },
  hi: {
    types: { goalReminders: 'लक्ष्य रिमाइंडर', eventReminders: 'इवेंट रिमाइंडर', transactionAlerts: 'लेन-देन अलर्ट', social: 'दोस्तों और समूहों की खबरें' },
    open: 'Tandem में खोलें',
    reason: 'आपको यह इसलिए मिला क्योंकि आपकी Tandem सेटिंग्स में {type} चालू हैं।',
    unsubscribe: '{type} बंद करें',
    confirmTitle: '{type} बंद करें?',
    confirmBody: 'Tandem अब आपको ईमेल, पुश सूचना या SMS से {type} नहीं भेजेगा। ऐप में आपको सब कुछ दिखता रहेगा।',
    confirmButton: '{type} बंद करें',
    doneTitle: 'अब आपको {type} नहीं मिलेंगे',
    doneBody: 'आप इन्हें कभी भी सेटिंग्स में, सूचनाएँ के अंतर्गत, फिर से चालू कर सकते हैं।',
    invalidTitle: 'यह लिंक काम नहीं करता',
    invalidBody: 'हो सकता है यह अधूरा हो। Tandem आपको क्या भेजे, यह आप सेटिंग्स में, सूचनाएँ के अंतर्गत चुन सकते हैं।',
    settings: 'सेटिंग्स खोलें',
  },
  vi: {
    types: { goalReminders: 'lời nhắc mục tiêu', eventReminders: 'lời nhắc sự kiện', transactionAlerts: 'cảnh báo giao dịch', social: 'tin từ bạn bè và nhóm' },
    open: 'Mở trong Tandem',
    reason: 'Bạn nhận được thư này vì {type} đang bật trong cài đặt Tandem của bạn.',
    unsubscribe: 'Dừng {type}',
    confirmTitle: 'Dừng {type}?',
    confirmBody: 'Tandem sẽ không gửi {type} cho bạn qua email, thông báo đẩy hay SMS nữa. Bạn vẫn xem được mọi thứ trong ứng dụng.',
    confirmButton: 'Dừng {type}',
    doneTitle: 'Bạn sẽ không nhận {type} nữa',
    doneBody: 'Bạn có thể bật lại bất cứ lúc nào trong Cài đặt, mục Thông báo.',
    invalidTitle: 'Liên kết này không dùng được',
    invalidBody: 'Có thể liên kết bị thiếu. Bạn có thể chọn những gì Tandem gửi trong Cài đặt, mục Thông báo.',
    settings: 'Mở Cài đặt',
  },
  tl: {
    types: {
      goalReminders: 'mga paalala sa layunin',
      eventReminders: 'mga paalala sa event',
      transactionAlerts: 'mga alerto sa transaksyon',
      social: 'balita mula sa mga kaibigan at grupo',
    },
    open: 'Buksan sa Tandem',
    reason: 'Natanggap mo ito dahil naka-on ang {type} sa iyong mga setting sa Tandem.',
    unsubscribe: 'Itigil ang {type}',
    confirmTitle: 'Itigil ang {type}?',
    confirmBody: 'Hindi ka na padadalhan ng Tandem ng {type} sa email, push notification o SMS. Makikita mo pa rin ang lahat sa app.',
    confirmButton: 'Itigil ang {type}',
    doneTitle: 'Hindi ka na makakatanggap ng {type}',
    doneBody: 'Maaari mo itong i-on muli anumang oras sa Mga Setting, sa ilalim ng Mga Notification.',
    invalidTitle: 'Hindi gumagana ang link na ito',
    invalidBody: 'Maaaring kulang ito. Mapipili mo kung ano ang ipinapadala ng Tandem sa Mga Setting, sa ilalim ng Mga Notification.',
    settings: 'Buksan ang Mga Setting',
  },
  ms: {
    types: { goalReminders: 'peringatan matlamat', eventReminders: 'peringatan acara', transactionAlerts: 'amaran transaksi', social: 'berita daripada rakan dan kumpulan' },
    open: 'Buka dalam Tandem',
    reason: 'Anda menerima ini kerana {type} dihidupkan dalam tetapan Tandem anda.',
    unsubscribe: 'Hentikan {type}',
    confirmTitle: 'Hentikan {type}?',
    confirmBody: 'Tandem tidak akan lagi menghantar {type} melalui e-mel, pemberitahuan tolak atau SMS. Anda masih boleh melihat semuanya dalam aplikasi.',
    confirmButton: 'Hentikan {type}',
    doneTitle: 'Anda tidak akan menerima {type} lagi',
    doneBody: 'Anda boleh menghidupkannya semula pada bila-bila masa dalam Tetapan, di bawah Pemberitahuan.',
    invalidTitle: 'Pautan ini tidak berfungsi',
    invalidBody: 'Pautan mungkin tidak lengkap. Anda boleh memilih apa yang dihantar oleh Tandem dalam Tetapan, di bawah Pemberitahuan.',
    settings: 'Buka Tetapan',
  },
  tr: {
    types: { goalReminders: 'hedef hatırlatıcıları', eventReminders: 'etkinlik hatırlatıcıları', transactionAlerts: 'işlem uyarıları', social: 'arkadaş ve grup haberleri' },
    open: "Tandem'de aç",
    reason: 'Bunu, Tandem ayarlarınızda {type} açık olduğu için alıyorsunuz.',
    unsubscribe: '{type} gönderimini durdur',
    confirmTitle: '{type} durdurulsun mu?',
    confirmBody: 'Tandem artık size e-posta, anlık bildirim veya SMS ile {type} göndermeyecek. Uygulamada her şeyi görmeye devam edersiniz.',
    confirmButton: '{type} gönderimini durdur',
    doneTitle: 'Artık {type} almayacaksınız',
    doneBody: 'Bunları istediğiniz zaman Ayarlar’da, Bildirimler bölümünde yeniden açabilirsiniz.',
    invalidTitle: 'Bu bağlantı çalışmıyor',
    invalidBody: 'Eksik olabilir. Tandem’in size ne göndereceğini Ayarlar’da, Bildirimler bölümünde seçebilirsiniz.',
    settings: 'Ayarları aç',
  },
};

/** The texts in a stored language tag, English when it is not one Tandem speaks. */
export function deliveryTextsFor(language: string): DeliveryTexts {
  return deliveryTexts[resolveLanguage(language)];
}

/** A text with its `{type}` filled in. */
export function withType(template: string, texts: DeliveryTexts, type: UnsubscribeType): string {
  return template.replaceAll('{type}', texts.types[type]);
}
