import type { LanguageCode } from '../../../domain/shared/languages';

export interface AccountEmailText {
  subject: string;
  body: string;
  /** The button; absent for a notice that only informs. */
  action?: string;
  footer: string;
}

export type AccountEmailKind = 'passwordReset' | 'emailVerification' | 'emailChange' | 'emailChangeNotice';

/** `{{email}}` is the new address of an e-mail change. */
export const accountEmailTexts: Record<LanguageCode, Record<AccountEmailKind, AccountEmailText>> = {
  en: {
    passwordReset: {
      subject: 'Reset your Tandem password',
      body: 'Someone, hopefully you, asked to reset the password of your Tandem account. The link works once, within 30 minutes.',
      action: 'Choose a new password',
      footer: "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    },
    emailVerification: {
      subject: 'Confirm your e-mail address',
      body: 'Welcome to Tandem! Open this link within 24 hours to confirm that this address is yours.',
      action: 'Confirm my e-mail',
      footer: "If you didn't create a Tandem account, ignore this e-mail.",
    },
    emailChange: {
      subject: 'Confirm your new e-mail address',
      body: 'You asked to use {{email}} for your Tandem account. Your e-mail changes when you open this link, within 24 hours.',
      action: 'Confirm my new e-mail',
      footer: "If you didn't ask for this, ignore this e-mail: nothing changes.",
    },
    emailChangeNotice: {
      subject: 'Your Tandem e-mail is about to change',
      body: 'Someone asked to move your Tandem account to {{email}}. It changes only when that address confirms it.',
      footer: "If this wasn't you, reset your password right away: someone knows it.",
    },
  },
  es: {
    passwordReset: {
      subject: 'Restablece tu contraseña de Tandem',
      body: 'Alguien, esperamos que tú, pidió restablecer la contraseña de tu cuenta de Tandem. El enlace funciona una vez, durante 30 minutos.',
      action: 'Elegir una nueva contraseña',
      footer: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    },
    emailVerification: {
      subject: 'Confirma tu correo electrónico',
      body: '¡Te damos la bienvenida a Tandem! Abre este enlace en las próximas 24 horas para confirmar que esta dirección es tuya.',
      action: 'Confirmar mi correo',
      footer: 'Si no creaste una cuenta de Tandem, ignora este correo.',
    },
    emailChange: {
      subject: 'Confirma tu nuevo correo electrónico',
      body: 'Pediste usar {{email}} en tu cuenta de Tandem. Tu correo cambia cuando abras este enlace, en las próximas 24 horas.',
      action: 'Confirmar mi nuevo correo',
      footer: 'Si no lo pediste, ignora este correo: nada cambia.',
    },
    emailChangeNotice: {
      subject: 'Tu correo de Tandem está a punto de cambiar',
      body: 'Alguien pidió mover tu cuenta de Tandem a {{email}}. Solo cambia cuando esa dirección lo confirme.',
      footer: 'Si no fuiste tú, restablece tu contraseña de inmediato: alguien la conoce.',
    },
  },
  ar: {
    passwordReset: {
      subject: 'أعد تعيين كلمة مرور Tandem',
      body: 'طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة مرور حسابك في Tandem. يعمل الرابط مرة واحدة خلال 30 دقيقة.',
      action: 'اختر كلمة مرور جديدة',
      footer: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    },
    emailVerification: {
      subject: 'أكّد بريدك الإلكتروني',
      body: 'مرحبًا بك في Tandem! افتح هذا الرابط خلال 24 ساعة لتأكيد أن هذا العنوان لك.',
      action: 'تأكيد بريدي الإلكتروني',
      footer: 'إذا لم تنشئ حسابًا في Tandem فتجاهل هذه الرسالة.',
    },
    emailChange: {
      subject: 'أكّد بريدك الإلكتروني الجديد',
      body: 'طلبت استخدام {{email}} لحسابك في Tandem. يتغيّر بريدك عندما تفتح هذا الرابط خلال 24 ساعة.',
      action: 'تأكيد بريدي الجديد',
      footer: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة: لن يتغيّر شيء.',
    },
    emailChangeNotice: {
      subject: 'بريدك في Tandem على وشك أن يتغيّر',
      body: 'طلب أحدهم نقل حسابك في Tandem إلى {{email}}. لا يتغيّر إلا عندما يؤكّد ذلك العنوان.',
      footer: 'إذا لم تكن أنت فأعد تعيين كلمة مرورك فورًا: هناك من يعرفها.',
    },
  },
  th: {
    passwordReset: {
      subject: 'ตั้งรหัสผ่าน Tandem ใหม่',
      body: 'มีผู้ขอตั้งรหัสผ่านบัญชี Tandem ของคุณใหม่ ซึ่งหวังว่าจะเป็นคุณ ลิงก์นี้ใช้ได้ครั้งเดียวภายใน 30 นาที',
      action: 'เลือกรหัสผ่านใหม่',
      footer: 'หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะยังคงเหมือนเดิม',
    },
    emailVerification: {
      subject: 'ยืนยันอีเมลของคุณ',
      body: 'ยินดีต้อนรับสู่ Tandem! เปิดลิงก์นี้ภายใน 24 ชั่วโมงเพื่อยืนยันว่าที่อยู่นี้เป็นของคุณ',
      action: 'ยืนยันอีเมลของฉัน',
      footer: 'หากคุณไม่ได้สร้างบัญชี Tandem โปรดเพิกเฉยต่ออีเมลนี้',
    },
    emailChange: {
      subject: 'ยืนยันอีเมลใหม่ของคุณ',
      body: 'คุณขอใช้ {{email}} กับบัญชี Tandem ของคุณ อีเมลจะเปลี่ยนเมื่อคุณเปิดลิงก์นี้ภายใน 24 ชั่วโมง',
      action: 'ยืนยันอีเมลใหม่ของฉัน',
      footer: 'หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ จะไม่มีอะไรเปลี่ยนแปลง',
    },
    emailChangeNotice: {
      subject: 'อีเมล Tandem ของคุณกำลังจะเปลี่ยน',
      body: 'มีผู้ขอย้ายบัญชี Tandem ของคุณไปที่ {{email}} จะเปลี่ยนก็ต่อเมื่อที่อยู่นั้นยืนยันแล้วเท่านั้น',
      footer: 'หากไม่ใช่คุณ โปรดตั้งรหัสผ่านใหม่ทันที เพราะมีคนรู้รหัสผ่านของคุณ',
    },
  },
  id: {
    passwordReset: {
      subject: 'Atur ulang kata sandi Tandem Anda',
      body: 'Seseorang, semoga Anda sendiri, meminta untuk mengatur ulang kata sandi akun Tandem Anda. Tautan ini berlaku sekali, dalam 30 menit.',
      action: 'Pilih kata sandi baru',
      footer: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',
    },
    emailVerification: {
      subject: 'Konfirmasi alamat email Anda',
      body: 'Selamat datang di Tandem! Buka tautan ini dalam 24 jam untuk mengonfirmasi bahwa alamat ini milik Anda.',
      action: 'Konfirmasi email saya',
      footer: 'Jika Anda tidak membuat akun Tandem, abaikan email ini.',
    },
    emailChange: {
      subject: 'Konfirmasi alamat email baru Anda',
      body: 'Anda meminta untuk memakai {{email}} di akun Tandem Anda. Email Anda berubah saat Anda membuka tautan ini, dalam 24 jam.',
      action: 'Konfirmasi email baru saya',
      footer: 'Jika Anda tidak memintanya, abaikan email ini: tidak ada yang berubah.',
    },
    emailChangeNotice: {
      subject: 'Email Tandem Anda akan berubah',
      body: 'Seseorang meminta untuk memindahkan akun Tandem Anda ke {{email}}. Email hanya berubah setelah alamat itu mengonfirmasinya.',
      footer: 'Jika ini bukan Anda, segera atur ulang kata sandi Anda: ada orang lain yang mengetahuinya.',
    },
  },
  pt: {
    passwordReset: {
      subject: 'Redefina sua senha do Tandem',
      body: 'Alguém, esperamos que você, pediu para redefinir a senha da sua conta do Tandem. O link funciona uma vez, por 30 minutos.',
      action: 'Escolher uma nova senha',
      footer: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
    },
    emailVerification: {
      subject: 'Confirme seu endereço de e-mail',
      body: 'Boas-vindas ao Tandem! Abra este link em até 24 horas para confirmar que este endereço é seu.',
      action: 'Confirmar meu e-mail',
      footer: 'Se você não criou uma conta no Tandem, ignore este e-mail.',
    },
    emailChange: {
      subject: 'Confirme seu novo endereço de e-mail',
      body: 'Você pediu para usar {{email}} na sua conta do Tandem. Seu e-mail muda quando você abrir este link, em até 24 horas.',
      action: 'Confirmar meu novo e-mail',
      footer: 'Se você não pediu isso, ignore este e-mail: nada muda.',
    },
    emailChangeNotice: {
      subject: 'Seu e-mail do Tandem está prestes a mudar',
      body: 'Alguém pediu para mover sua conta do Tandem para {{email}}. Ele só muda quando esse endereço confirmar.',
      footer: 'Se não foi você, redefina sua senha agora mesmo: alguém a conhece.',
    },
  },
  hi: {
    passwordReset: {
      subject: 'अपना Tandem पासवर्ड रीसेट करें',
      body: 'किसी ने, उम्मीद है आपने, आपके Tandem खाते का पासवर्ड रीसेट करने को कहा है। यह लिंक 30 मिनट के भीतर एक बार काम करता है।',
      action: 'नया पासवर्ड चुनें',
      footer: 'अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
    },
    emailVerification: {
      subject: 'अपना ईमेल पता पक्का करें',
      body: 'Tandem में आपका स्वागत है! यह पता आपका है, यह पक्का करने के लिए 24 घंटे के भीतर यह लिंक खोलें।',
      action: 'मेरा ईमेल पक्का करें',
      footer: 'अगर आपने Tandem खाता नहीं बनाया, तो इस ईमेल को अनदेखा करें।',
    },
    emailChange: {
      subject: 'अपना नया ईमेल पता पक्का करें',
      body: 'आपने अपने Tandem खाते के लिए {{email}} इस्तेमाल करने को कहा है। 24 घंटे के भीतर यह लिंक खोलने पर आपका ईमेल बदल जाएगा।',
      action: 'मेरा नया ईमेल पक्का करें',
      footer: 'अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदलेगा।',
    },
    emailChangeNotice: {
      subject: 'आपका Tandem ईमेल बदलने वाला है',
      body: 'किसी ने आपके Tandem खाते को {{email}} पर ले जाने को कहा है। यह तभी बदलेगा जब वह पता इसे पक्का करेगा।',
      footer: 'अगर यह आप नहीं थे, तो तुरंत अपना पासवर्ड रीसेट करें: किसी को वह पता है।',
    },
  },
  vi: {
    passwordReset: {
      subject: 'Đặt lại mật khẩu Tandem của bạn',
      body: 'Có người, hy vọng là bạn, đã yêu cầu đặt lại mật khẩu tài khoản Tandem của bạn. Liên kết chỉ dùng được một lần, trong vòng 30 phút.',
      action: 'Chọn mật khẩu mới',
      footer: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
    },
    emailVerification: {
      subject: 'Xác nhận địa chỉ email của bạn',
      body: 'Chào mừng bạn đến với Tandem! Hãy mở liên kết này trong vòng 24 giờ để xác nhận địa chỉ này là của bạn.',
      action: 'Xác nhận email của tôi',
      footer: 'Nếu bạn không tạo tài khoản Tandem, hãy bỏ qua email này.',
    },
    emailChange: {
      subject: 'Xác nhận địa chỉ email mới của bạn',
      body: 'Bạn đã yêu cầu dùng {{email}} cho tài khoản Tandem. Email của bạn sẽ đổi khi bạn mở liên kết này, trong vòng 24 giờ.',
      action: 'Xác nhận email mới của tôi',
      footer: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: sẽ không có gì thay đổi.',
    },
    emailChangeNotice: {
      subject: 'Email Tandem của bạn sắp thay đổi',
      body: 'Có người đã yêu cầu chuyển tài khoản Tandem của bạn sang {{email}}. Email chỉ đổi khi địa chỉ đó xác nhận.',
      footer: 'Nếu không phải bạn, hãy đặt lại mật khẩu ngay: có người đã biết mật khẩu của bạn.',
    },
  },
  tl: {
    passwordReset: {
      subject: 'I-reset ang iyong password sa Tandem',
      body: 'May humiling, sana ikaw, na i-reset ang password ng iyong Tandem account. Isang beses lang gumagana ang link, sa loob ng 30 minuto.',
      action: 'Pumili ng bagong password',
      footer: 'Kung hindi mo ito hiniling, huwag pansinin ang email na ito: hindi magbabago ang iyong password.',
    },
    emailVerification: {
      subject: 'Kumpirmahin ang iyong email address',
      body: 'Maligayang pagdating sa Tandem! Buksan ang link na ito sa loob ng 24 na oras para makumpirmang iyo ang address na ito.',
      action: 'Kumpirmahin ang aking email',
      footer: 'Kung hindi ka gumawa ng Tandem account, huwag pansinin ang email na ito.',
    },
    emailChange: {
      subject: 'Kumpirmahin ang iyong bagong email address',
      body: 'Hiniling mong gamitin ang {{email}} para sa iyong Tandem account. Magbabago ang iyong email kapag binuksan mo ang link na ito, sa loob ng 24 na oras.',
      action: 'Kumpirmahin ang bago kong email',
      footer: 'Kung hindi mo ito hiniling, huwag pansinin ang email na ito: walang magbabago.',
    },
    emailChangeNotice: {
      subject: 'Malapit nang magbago ang iyong email sa Tandem',
      body: 'May humiling na ilipat ang iyong Tandem account sa {{email}}. Magbabago lang ito kapag kinumpirma ng address na iyon.',
      footer: 'Kung hindi ikaw ito, i-reset agad ang iyong password: may nakakaalam nito.',
    },
  },
  ms: {
    passwordReset: {
      subject: 'Tetapkan semula kata laluan Tandem anda',
      body: 'Seseorang, harapnya anda, meminta untuk menetapkan semula kata laluan akaun Tandem anda. Pautan ini berfungsi sekali sahaja, dalam masa 30 minit.',
      action: 'Pilih kata laluan baharu',
      footer: 'Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.',
    },
    emailVerification: {
      subject: 'Sahkan alamat e-mel anda',
      body: 'Selamat datang ke Tandem! Buka pautan ini dalam masa 24 jam untuk mengesahkan bahawa alamat ini milik anda.',
      action: 'Sahkan e-mel saya',
      footer: 'Jika anda tidak membuat akaun Tandem, abaikan e-mel ini.',
    },
    emailChange: {
      subject: 'Sahkan alamat e-mel baharu anda',
      body: 'Anda meminta untuk menggunakan {{email}} bagi akaun Tandem anda. E-mel anda bertukar apabila anda membuka pautan ini, dalam masa 24 jam.',
      action: 'Sahkan e-mel baharu saya',
      footer: 'Jika anda tidak memintanya, abaikan e-mel ini: tiada apa-apa yang berubah.',
    },
    emailChangeNotice: {
      subject: 'E-mel Tandem anda akan bertukar',
      body: 'Seseorang meminta untuk memindahkan akaun Tandem anda ke {{email}}. Ia hanya bertukar apabila alamat itu mengesahkannya.',
      footer: 'Jika ini bukan anda, tetapkan semula kata laluan anda dengan segera: ada orang yang mengetahuinya.',
    },
  },
  tr: {
    passwordReset: {
      subject: 'Tandem şifreni sıfırla',
      body: 'Birisi, umarız sen, Tandem hesabının şifresini sıfırlamak istedi. Bağlantı 30 dakika içinde bir kez çalışır.',
      action: 'Yeni bir şifre seç',
      footer: 'Bunu sen istemediysen bu e-postayı yok say: şifren olduğu gibi kalır.',
    },
    emailVerification: {
      subject: 'E-posta adresini onayla',
      body: "Tandem'e hoş geldin! Bu adresin sana ait olduğunu onaylamak için bu bağlantıyı 24 saat içinde aç.",
      action: 'E-postamı onayla',
      footer: 'Tandem hesabı oluşturmadıysan bu e-postayı yok say.',
    },
    emailChange: {
      subject: 'Yeni e-posta adresini onayla',
      body: 'Tandem hesabın için {{email}} adresini kullanmak istedin. E-postan, bu bağlantıyı 24 saat içinde açtığında değişir.',
      action: 'Yeni e-postamı onayla',
      footer: 'Bunu sen istemediysen bu e-postayı yok say: hiçbir şey değişmez.',
    },
    emailChangeNotice: {
      subject: 'Tandem e-postan değişmek üzere',
      body: 'Birisi Tandem hesabını {{email}} adresine taşımak istedi. Yalnızca o adres onayladığında değişir.',
      footer: 'Bu sen değilsen şifreni hemen sıfırla: birisi onu biliyor.',
    },
  },
};
