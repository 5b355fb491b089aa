import type { HelpTexts } from './types.ts';

/** Vietnamese. */
export const vi: HelpTexts = {
  articles: {
    guide: {
      title: 'Hướng dẫn cho người mới',
      content: `<h2>Bắt đầu chơi trong bốn bước</h2>
<ol>
<li><strong>Đăng ký.</strong> Chạm <em>Đăng ký</em>, chọn tên đăng nhập và mật khẩu, xác nhận bạn đủ 18 tuổi.</li>
<li><strong>Đặt mật khẩu thanh toán.</strong> Sáu chữ số bảo vệ mọi lần rút tiền, đặt một lần trong <em>Tài khoản của tôi</em>.</li>
<li><strong>Nạp tiền.</strong> Mở <em>Nạp tiền</em> trong trung tâm thành viên, chọn kênh và số tiền. Ví điện tử vào khoảng một phút; chuyển khoản ngân hàng vào sau khi được xác nhận.</li>
<li><strong>Chơi.</strong> Chọn danh mục trong menu — sòng bài trực tuyến, slot, thể thao, bắn cá, bài hoặc xổ số — và mở trò chơi.</li>
</ol>
<h3>Rút tiền</h3>
<p>Liên kết tài khoản nhận tiền, nhập số tiền và mật khẩu thanh toán. Bạn theo dõi mọi yêu cầu trong <em>Lịch sử tài khoản</em>.</p>
<p>Gặp khó khăn? Chăm sóc khách hàng trả lời 24 giờ mỗi ngày qua trò chuyện trực tuyến.</p>`,
    },
    about: {
      title: 'Về chúng tôi',
      content: `<p>{brand} là trang giải trí trực tuyến với sòng bài trực tuyến, slot, cá cược thể thao và thể thao điện tử, bắn cá, game bài và xổ số — tất cả trong một ví.</p>
<h3>Cam kết của chúng tôi</h3>
<ul>
<li><strong>An toàn:</strong> mã hóa 128-bit trên mọi trang và xác minh hai bước cho thiết bị mới.</li>
<li><strong>Tiền nhanh:</strong> nạp trong khoảng một phút, rút được xử lý suốt ngày đêm.</li>
<li><strong>Công bằng:</strong> trò chơi của chúng tôi có thể kiểm chứng công bằng; đối tác là các hãng có giấy phép.</li>
<li><strong>Dịch vụ:</strong> hỗ trợ trò chuyện trực tuyến 24/7.</li>
</ul>
<p>Chơi trên web, trình duyệt điện thoại, hoặc thêm {brand} vào màn hình chính như một ứng dụng.</p>`,
    },
    rules: {
      title: 'Quy định và điều khoản',
      content: `<h3>Tài khoản</h3>
<ul>
<li>Bạn phải đủ 18 tuổi và chỉ được có một tài khoản.</li>
<li>Giữ kín mật khẩu và mật khẩu thanh toán. Nhân viên không bao giờ hỏi chúng.</li>
</ul>
<h3>Cược</h3>
<ul>
<li>Cược có hiệu lực khi trò chơi đã chấp nhận. Kết quả là cuối cùng khi trò chơi quyết toán.</li>
<li>Nếu một ván không thể hoàn tất, tiền cược được hoàn vào ví.</li>
</ul>
<h3>Tiền thưởng</h3>
<ul>
<li>Tiền thưởng có thể kèm yêu cầu doanh thu cược; rút tiền phải chờ đến khi đạt.</li>
<li>Lạm dụng khuyến mãi (nhiều tài khoản, cược dàn xếp) sẽ hủy tiền thưởng và tiền thắng.</li>
</ul>
<h3>Rút tiền</h3>
<p>Chỉ rút về tài khoản đứng tên bạn và có thể được kiểm tra trước khi thanh toán.</p>`,
    },
    privacy: {
      title: 'Chính sách bảo mật',
      content: `<p>Chúng tôi chỉ thu thập những gì cần để vận hành tài khoản: tên đăng nhập, thông tin liên hệ, thông tin thanh toán bạn liên kết, lịch sử cược và giao dịch, thiết bị và địa chỉ bạn đăng nhập.</p>
<h3>Cách chúng tôi sử dụng</h3>
<ul>
<li>Để vận hành tài khoản, thanh toán cho bạn và giữ an toàn (ví dụ xác minh đăng nhập từ thiết bị mới).</li>
<li>Để thực hiện nghĩa vụ giấy phép như kiểm tra tuổi, chống gian lận và rửa tiền.</li>
<li>Để gửi thông báo dịch vụ cần thiết. Tiếp thị chỉ khi bạn đồng ý.</li>
</ul>
<h3>Quyền của bạn</h3>
<p>Bạn có thể yêu cầu chăm sóc khách hàng cung cấp bản sao dữ liệu, sửa dữ liệu hoặc đóng tài khoản. Hồ sơ giao dịch được lưu theo quy định pháp luật.</p>
<p>Mật khẩu chỉ được lưu dưới dạng băm một chiều; không ai tại {brand} đọc được.</p>`,
    },
    responsible: {
      title: 'Chơi có trách nhiệm',
      content: `<p>Trò chơi là để giải trí, không phải cách kiếm tiền. Chỉ chơi với số tiền bạn có thể chấp nhận mất.</p>
<h3>Giữ niềm vui</h3>
<ul>
<li>Đặt ngân sách và giới hạn thời gian trước khi chơi.</li>
<li>Không bao giờ cố gỡ lại tiền thua.</li>
<li>Nghỉ thường xuyên; không chơi khi buồn bực hay say xỉn.</li>
</ul>
<h3>Dấu hiệu cảnh báo</h3>
<p>Tiêu nhiều hơn dự định, vay tiền để chơi hoặc giấu việc chơi là dấu hiệu nên dừng lại.</p>
<h3>Chúng tôi có thể giúp</h3>
<p>Hãy nhờ chăm sóc khách hàng giới hạn tiền nạp hoặc tạm đóng tài khoản. Người chưa thành niên không được chơi: chúng tôi kiểm tra tuổi và đóng tài khoản dưới 18 tuổi.</p>`,
    },
    faq: {
      title: 'Câu hỏi thường gặp',
      content: `<h3>Nạp tiền mất bao lâu?</h3>
<p>Ví điện tử vào khoảng một phút. Chuyển khoản ngân hàng vào khi đội ngũ xác nhận.</p>
<h3>Vì sao lệnh rút của tôi đang chờ?</h3>
<p>Lệnh rút lớn được hai nhân viên duyệt, và doanh thu cược tiền thưởng chưa đạt sẽ giữ lệnh rút. <em>Lịch sử tài khoản</em> cho biết tình trạng.</p>
<h3>Tôi quên mật khẩu.</h3>
<p>Dùng <em>Quên mật khẩu</em> ở ô đăng nhập để nhận liên kết qua e-mail hoặc mã qua SMS.</p>
<h3>Vì sao đăng nhập lại yêu cầu mã?</h3>
<p>Bạn đăng nhập từ thiết bị hoặc địa chỉ mới. Mã chứng minh đó là bạn.</p>
<h3>Tôi có thể chơi trên điện thoại không?</h3>
<p>Có. Xem trang <a href="/down">Tải ứng dụng</a> để thêm {brand} vào màn hình chính.</p>`,
    },
    twitter: {
      title: 'Theo dõi chúng tôi trên X (Twitter)',
      content: `<p>Tài khoản X (Twitter) chính thức đăng khuyến mãi mới, thông báo bảo trì và những lần thắng lớn trong tuần.</p>
<p>Tìm <strong>{brand} Official</strong> và xem dấu xác minh. Chúng tôi không bao giờ nhắn tin xin mật khẩu hay yêu cầu nạp tiền.</p>`,
    },
    douyin: {
      title: 'Xem chúng tôi trên Douyin',
      content: `<p>Video ngắn về trò chơi mới, khoảnh khắc thắng lớn và hướng dẫn có trên kênh Douyin chính thức.</p>
<p>Tìm <strong>{brand} Official</strong>. Quà tặng và ưu đãi chỉ có thật khi cũng được đăng trên trang này.</p>`,
    },
    facebook: {
      title: 'Thích trang Facebook của chúng tôi',
      content: `<p>Tham gia trang Facebook của {brand} để nhận khuyến mãi, sự kiện và giải đáp từ đội cộng đồng.</p>
<p>Tìm <strong>{brand} Official</strong>. Việc liên quan đến tài khoản hãy dùng trò chuyện trực tuyến: chúng tôi không hỏi mật khẩu trên Facebook.</p>`,
    },
    telegram: {
      title: 'Tham gia kênh Telegram',
      content: `<p>Kênh Telegram của chúng tôi thông báo khuyến mãi và bảo trì sớm nhất.</p>
<p>Tìm <strong>{brand} Official</strong> trên Telegram. Nhân viên không nhắn tin trước và không bao giờ hỏi mật khẩu hay mật khẩu thanh toán.</p>`,
    },
    join: {
      title: 'Trở thành đại lý {brand}',
      content: `<p>Xây dựng đội nhóm của riêng bạn và kiếm thu nhập từ đó. Là đại lý, bạn giới thiệu người chơi đến {brand} và nhận phần chia từ hoạt động của đội.</p>
<h3>Bạn nhận được</h3>
<ul>
<li><strong>Mã mời riêng</strong> và liên kết: mọi người chơi đăng ký bằng mã sẽ vào đội của bạn.</li>
<li><strong>Hợp đồng hấp dẫn:</strong> cổ tức, lương ngày, lương giờ hoặc lương thời gian thực theo cược hợp lệ của đội.</li>
<li><strong>Trung tâm đại lý</strong> với tổng quan đội, báo cáo, thu nhập và chuyển tiền cho cấp dưới.</li>
</ul>
<h3>Cách tham gia</h3>
<ol>
<li>Đăng ký tài khoản người chơi (hoặc đăng nhập).</li>
<li>Liên hệ chăm sóc khách hàng để xin làm đại lý.</li>
<li>Khi được duyệt, mã mời của bạn xuất hiện trong trung tâm đại lý.</li>
</ol>`,
    },
    'ios-install': {
      title: 'Cài đặt trên iPhone và iPad',
      content: `<ol>
<li>Mở trang này bằng <strong>Safari</strong> (quét mã QR bằng camera).</li>
<li>Chạm <strong>Tải về</strong> trên thẻ iOS. Với hồ sơ cấu hình, iOS báo <em>Đã tải về hồ sơ</em>.</li>
<li>Mở <strong>Cài đặt</strong>, chạm <em>Đã tải về hồ sơ</em>, rồi <em>Cài đặt</em> và nhập mật mã.</li>
<li>Không có hồ sơ: chạm nút <strong>Chia sẻ</strong>, rồi <em>Thêm vào MH chính</em>.</li>
<li>Mở {brand} từ màn hình chính và đăng nhập.</li>
</ol>
<p>Nếu iOS báo nhà phát triển chưa được tin cậy, mở <em>Cài đặt → Cài đặt chung → VPN &amp; Quản lý thiết bị</em> và tin cậy {brand}.</p>`,
    },
    'android-install': {
      title: 'Cài đặt trên Android',
      content: `<ol>
<li>Quét mã QR bằng camera điện thoại và mở liên kết trong <strong>Chrome</strong>.</li>
<li>Chạm <strong>Tải về</strong> trên thẻ Android. Với tệp APK, cho phép trình duyệt cài ứng dụng không rõ nguồn khi được hỏi.</li>
<li>Không có APK: mở menu Chrome (⋮) và chạm <em>Thêm vào màn hình chính</em> hoặc <em>Cài đặt ứng dụng</em>.</li>
<li>Mở {brand} từ màn hình chính và đăng nhập.</li>
</ol>`,
    },
  },
  posts: {
    'news-app': {
      title: '{brand} đã có trên màn hình chính',
      summary: 'Thêm trang vào điện thoại chỉ với vài lần chạm, trên iPhone và Android.',
      content: `<p>Giờ đây bạn có thể đặt {brand} trên màn hình chính và mở như một ứng dụng, toàn màn hình và luôn đăng nhập.</p><p>Xem các bước tại trang <a href="/down">Tải ứng dụng</a>.</p>`,
    },
    'news-deposits': {
      title: 'Nạp ví điện tử trong khoảng một phút',
      summary: 'Kênh thanh toán mới cộng tiền nạp ví điện tử gần như ngay lập tức.',
      content: `<p>Tiền nạp ví điện tử nay vào khoảng một phút, cả ngày lẫn đêm. Chuyển khoản ngân hàng vẫn được đội ngũ xác nhận nhanh nhất có thể.</p>`,
    },
    'blog-budget': {
      title: 'Năm thói quen giúp chơi vui vẻ',
      summary: 'Ngân sách, nghỉ ngơi và những thói quen đơn giản giữ trò chơi luôn là giải trí.',
      content: `<ol><li>Quyết định ngân sách trước khi bắt đầu.</li><li>Đặt giới hạn thời gian và nghỉ ngơi.</li><li>Xem tiền thắng là phần thưởng, không phải thu nhập.</li><li>Không bao giờ cố gỡ lại tiền thua.</li><li>Nhờ chúng tôi đặt hạn mức nạp bất cứ khi nào bạn muốn.</li></ol>`,
    },
  },
};
