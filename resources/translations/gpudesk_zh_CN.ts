<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutPlatformDialog</name>
    <message>
        <source>About this platform</source>
        <translation>关于此平台</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>Connection:</source>
        <translation>连接：</translation>
    </message>
    <message>
        <source>Platform time:</source>
        <translation>平台时间：</translation>
    </message>
    <message>
        <source>Time scale:</source>
        <translation>时间倍率：</translation>
    </message>
    <message>
        <source>Billing time zone:</source>
        <translation>计费时区：</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <source>Not read yet</source>
        <translation>尚未读取</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Not answering: %1</source>
        <translation>没有应答：%1</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Connected (the platform says: %1)</source>
        <translation>已连接（平台状态：%1）</translation>
    </message>
    <message>
        <source>stopped: it moves only when the sandbox is told to</source>
        <translation>已停止：只有让沙盒拨动时才会前进</translation>
    </message>
    <message>
        <source>real time</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>%1 platform seconds per real second</source>
        <translation>每真实秒等于 %1 平台秒</translation>
    </message>
    <message>
        <source>%1 (amounts like %2)</source>
        <translation>%1（金额形如 %2）</translation>
    </message>
</context>
<context>
    <name>AccountInput</name>
    <message>
        <source>Enter your mobile number.</source>
        <translation>请输入手机号。</translation>
    </message>
    <message>
        <source>A mobile number has 11 digits starting with 13–19, or starts with + and the country code.</source>
        <translation>手机号为 13–19 开头的 11 位数字，或以 + 和国家代码开头。</translation>
    </message>
    <message>
        <source>Enter your e-mail address.</source>
        <translation>请输入邮箱。</translation>
    </message>
    <message>
        <source>That is not an e-mail address (name@example.com).</source>
        <translation>这不是有效的邮箱地址（name@example.com）。</translation>
    </message>
    <message>
        <source>The password needs at least 8 characters.</source>
        <translation>密码至少需要 8 个字符。</translation>
    </message>
    <message>
        <source>The password cannot be only digits; add letters or symbols.</source>
        <translation>密码不能全是数字；请加入字母或符号。</translation>
    </message>
    <message>
        <source>The password cannot contain your phone number.</source>
        <translation>密码不能包含您的手机号。</translation>
    </message>
    <message>
        <source>Enter your phone number or e-mail address.</source>
        <translation>请输入手机号或邮箱。</translation>
    </message>
    <message>
        <source>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</source>
        <translation>请输入验证器应用中的 6 位验证码，或一个恢复码。</translation>
    </message>
</context>
<context>
    <name>AddPublicKeyDialog</name>
    <message>
        <source>Add a public key</source>
        <translation>添加公钥</translation>
    </message>
    <message>
        <source>ssh-ed25519 AAAA… you@laptop (the one line of the .pub file)</source>
        <translation>ssh-ed25519 AAAA… you@laptop（.pub 文件里的那一行）</translation>
    </message>
    <message>
        <source>Choose a .pub file…</source>
        <translation>选择 .pub 文件…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Public key</source>
        <translation>公钥</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Paste the public half of a key pair. The private half stays on your computer and is never shared.</source>
        <translation>粘贴密钥对中的公钥。私钥留在你的电脑上，绝不外传。</translation>
    </message>
    <message>
        <source>This is a private key. Paste the public one (the .pub file) and never share the private one.</source>
        <translation>这是私钥。请粘贴公钥（.pub 文件），私钥绝不能给别人。</translation>
    </message>
    <message>
        <source>Something stands before the key (a prompt or a command). Paste only the line that starts with ssh-ed25519, ssh-rsa or ecdsa-sha2-….</source>
        <translation>密钥前面多了东西（命令提示符或命令）。只粘贴以 ssh-ed25519、ssh-rsa 或 ecdsa-sha2-… 开头的那一行。</translation>
    </message>
    <message>
        <source>The key is broken over several lines. It must be one line: copy it again from the .pub file.</source>
        <translation>密钥被拆成了多行。它必须是一行：请从 .pub 文件重新复制。</translation>
    </message>
    <message>
        <source>This RSA key is shorter than 2048 bits, which is no longer safe. Generate a new key here (ed25519).</source>
        <translation>这个 RSA 密钥短于 2048 位，已不安全。请在这里生成一个新密钥（ed25519）。</translation>
    </message>
    <message>
        <source>Paste a public key first.</source>
        <translation>请先粘贴公钥。</translation>
    </message>
    <message>
        <source>This kind of key is not accepted. Use an ed25519, ECDSA or RSA (2048 bits or more) key.</source>
        <translation>不接受这种密钥。请使用 ed25519、ECDSA 或 RSA（2048 位以上）密钥。</translation>
    </message>
    <message>
        <source>This is not a valid public key: part of it is missing or damaged. Copy the whole line of the .pub file again.</source>
        <translation>这不是有效的公钥：部分内容缺失或损坏。请重新复制 .pub 文件的整行。</translation>
    </message>
    <message>
        <source>Choose a public key</source>
        <translation>选择公钥</translation>
    </message>
    <message>
        <source>Public keys (*.pub);;All files (*)</source>
        <translation>公钥 (*.pub);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>AdvisorPanel</name>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> W</source>
        <translation> 瓦</translation>
    </message>
    <message>
        <source>Would a package have been cheaper last week?</source>
        <translation>上周用包日/包周会不会更便宜？</translation>
    </message>
    <message>
        <source>A daily or weekly package is prepaid at a discount and not refunded: it pays only when the card is busy most of the period. Here is last week, card by card, at the platform&apos;s prices.</source>
        <translation>包日、包周是打折预付的，不退款：只有卡在这段时间里大部分时候都在忙才划算。下面按平台价格，逐个卡型回看上周。</translation>
    </message>
    <message>
        <source>Buy a card or rent one?</source>
        <translation>买卡还是租卡？</translation>
    </message>
    <message>
        <source>The machine costs:</source>
        <translation>整机投入：</translation>
    </message>
    <message>
        <source>Value lost over the years:</source>
        <translation>这几年的折旧：</translation>
    </message>
    <message>
        <source>Kept for:</source>
        <translation>使用年限：</translation>
    </message>
    <message>
        <source>Renting costs, per hour:</source>
        <translation>租用每小时：</translation>
    </message>
    <message>
        <source>Hours of real use a year:</source>
        <translation>每年实际使用小时数：</translation>
    </message>
    <message>
        <source>Power under load (0: leave out):</source>
        <translation>满载功耗（0 表示不计）：</translation>
    </message>
    <message>
        <source>Electricity per kWh:</source>
        <translation>每度电价：</translation>
    </message>
    <message>
        <source>Starting from the field guide&apos;s example: a ¥12,000 machine loses 60% in two years; renting at ¥2.50 an hour for 500 hours a year. Change it to yours.</source>
        <translation>以指南里的例子为起点：整机一万二，两年折旧六成；租卡每小时两块五，每年用 500 小时。改成你自己的数字。</translation>
    </message>
    <message>
        <source>You used no card last week: nothing to compare.</source>
        <translation>上周没有用卡：没有可比较的。</translation>
    </message>
    <message>
        <source>Last week&apos;s usage could not be read: %1</source>
        <translation>无法读取上周的用量：%1</translation>
    </message>
    <message>
        <source>The machine&apos;s price is not an amount.</source>
        <translation>整机价格不是有效金额。</translation>
    </message>
    <message>
        <source>The rent per hour is not an amount above zero.</source>
        <translation>每小时租金必须是大于零的金额。</translation>
    </message>
    <message>
        <source>The electricity price is not an amount.</source>
        <translation>电价不是有效金额。</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>单位 %1</translation>
    </message>
    <message>
        <source>Amounts here are in %1, this platform&apos;s currency (the field guide&apos;s example is in yuan). Type what your machine would cost.</source>
        <translation>这里的金额以 %1 计，是这个平台的币种（指南里的例子是人民币）。请填入你的整机价格。</translation>
    </message>
    <message>
        <source>Type what your machine would cost, and the comparison shows here.</source>
        <translation>填入整机价格后，这里会给出比较。</translation>
    </message>
    <message>
        <source>Amounts here are in %1, this platform&apos;s currency (the field guide&apos;s example is in yuan). The rent starts from what the %2 costs here, %3 an hour; type what your machine would cost.</source>
        <translation>这里的金额以 %1 计，是这个平台的币种（指南里的例子是人民币）。租金从这个平台 %2 的价格起算，每小时 %3；请填入你的整机价格。</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Cannot reach the platform (%1). Check the network connection; gpudesk keeps trying.</source>
        <translation>无法连接平台（%1）。请检查网络连接；gpudesk 会继续重试。</translation>
    </message>
    <message>
        <source>The platform answered something gpudesk does not understand (%1). Update gpudesk, or report it.</source>
        <translation>平台返回了 gpudesk 无法理解的内容（%1）。请更新 gpudesk，或报告此问题。</translation>
    </message>
    <message>
        <source>The platform refused the request: %1</source>
        <translation>平台拒绝了请求：%1</translation>
    </message>
    <message>
        <source>Check “%1”: %2</source>
        <translation>请检查“%1”：%2</translation>
    </message>
    <message>
        <source>You are not logged in. Log in to go on.</source>
        <translation>您尚未登录。请登录后继续。</translation>
    </message>
    <message>
        <source>The login or the password is wrong. Check both; after several failures the account is locked for a while.</source>
        <translation>账号或密码错误。请检查两者；多次失败后账号会被暂时锁定。</translation>
    </message>
    <message>
        <source>This account has two-factor authentication: enter the 6-digit code from your authenticator app, or one of your recovery codes.</source>
        <translation>此账号已开启两步验证：请输入验证器应用中的 6 位验证码，或一个恢复码。</translation>
    </message>
    <message>
        <source>Your session has expired. Log in again; your instances keep running meanwhile.</source>
        <translation>登录已过期。请重新登录；在此期间您的实例仍在运行。</translation>
    </message>
    <message>
        <source>The balance (%1) does not cover what starting needs (%2). Recharge, or choose a cheaper card or no-GPU mode.</source>
        <translation>余额（%1）不足以支付开机所需（%2）。请充值，或选择更便宜的显卡或无卡模式。</translation>
    </message>
    <message numerus="yes">
        <source>The account may keep %n instance(s), stopped ones included. Release one you no longer need, or verify the account for a higher quota.</source>
        <translation>
            <numerusform>该账号最多可保留 %n 台实例（包括已关机的）。请释放一台不再需要的实例，或完成实名认证以提高配额。</numerusform>
        </translation>
    </message>
    <message>
        <source>The API token lacks the “%1” scope. Create a token that has it.</source>
        <translation>该 API 令牌缺少“%1”权限。请创建一个具有该权限的令牌。</translation>
    </message>
    <message>
        <source>Only the account&apos;s owner can do this; ask them.</source>
        <translation>只有主账号可以进行此操作；请联系主账号。</translation>
    </message>
    <message>
        <source>API tokens cannot do this: log in with your password.</source>
        <translation>API 令牌无法进行此操作：请使用密码登录。</translation>
    </message>
    <message>
        <source>It is not there any more (released or deleted, perhaps from another window). Refresh to see what is.</source>
        <translation>它已不存在（可能已在其他窗口中释放或删除）。请刷新查看最新状态。</translation>
    </message>
    <message>
        <source>That card is not available in this region right now.</source>
        <translation>该地区目前没有这款显卡的库存。</translation>
    </message>
    <message>
        <source>Regions that have it: %1.</source>
        <translation>有库存的地区：%1。</translation>
    </message>
    <message>
        <source>Cards with as much memory here: %1.</source>
        <translation>本地区显存相当的显卡：%1。</translation>
    </message>
    <message>
        <source>Try again later.</source>
        <translation>请稍后再试。</translation>
    </message>
    <message>
        <source>Port %1 is already used by another running instance. Stop that instance, or choose another port.</source>
        <translation>端口 %1 已被另一台运行中的实例占用。请关闭那台实例，或换一个端口。</translation>
    </message>
    <message>
        <source>That %1 is already registered. Log in instead, or use another.</source>
        <translation>该%1已注册。请直接登录，或换一个。</translation>
    </message>
    <message>
        <source>phone number</source>
        <translation>手机号</translation>
    </message>
    <message>
        <source>e-mail address</source>
        <translation>邮箱</translation>
    </message>
    <message>
        <source>This does not fit what it is doing now (%1): %2</source>
        <translation>此操作与当前状态（%1）不符：%2</translation>
    </message>
    <message>
        <source>This conflicts with the current state: %1</source>
        <translation>此操作与当前状态冲突：%1</translation>
    </message>
    <message>
        <source>The request is too large for the platform.</source>
        <translation>请求内容过大，平台无法接受。</translation>
    </message>
    <message>
        <source>Too many attempts. Try again in %1.</source>
        <translation>尝试次数过多。请 %1 后再试。</translation>
    </message>
    <message>
        <source>The platform failed to do its part (%1). Try again in a minute.</source>
        <translation>平台处理失败（%1）。请一分钟后再试。</translation>
    </message>
    <message>
        <source>The platform refused the request (HTTP %1): %2</source>
        <translation>平台拒绝了请求（HTTP %1）：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>The API token has expired. Create a new one (gpudeskctl tokens create) and use it instead.</source>
        <translation>API 令牌已过期。请新建一个（gpudeskctl tokens create）并改用它。</translation>
    </message>
    <message>
        <source>The API token was revoked. Create a new one (gpudeskctl tokens create) and use it instead.</source>
        <translation>API 令牌已被撤销。请新建一个（gpudeskctl tokens create）并改用它。</translation>
    </message>
    <message>
        <source>The balance is too low for this. Stop or release what you no longer need, or choose a cheaper card or no-GPU mode.</source>
        <translation>余额不足。请停止或释放不再需要的实例，或选择更便宜的显卡或无卡模式。</translation>
    </message>
    <message>
        <source>Renting %1 needs real-name verification. Verify your identity from the create wizard&apos;s GPU step (it takes a few minutes), or choose one of: %2.</source>
        <translation>租用 %1 需要实名认证。请在创建向导的“显卡”一步完成认证（需要几分钟），或选择以下之一：%2。</translation>
    </message>
    <message>
        <source>The daily spend limit is reached (%1 spent today). It starts again tomorrow; until then, stop what you no longer need.</source>
        <translation>已达到每日消费上限（今日已消费 %1）。明天重新计算；在此之前，请停止不再需要的实例。</translation>
    </message>
    <message>
        <source>This platform does not have %1.</source>
        <translation>这个平台没有%1。</translation>
    </message>
    <message>
        <source>The platform does not accept this API key. Check that you pasted all of it, or create a new key on the platform&apos;s web site and log in with that.</source>
        <translation>平台不接受这个 API 密钥。请检查是否完整粘贴，或在平台网站上新建一个密钥再用它登录。</translation>
    </message>
    <message>
        <source>This API key may not do that (%1). Create a key with read and write access on the platform&apos;s web site.</source>
        <translation>这个 API 密钥没有这项权限（%1）。请在平台网站上创建一个有读写权限的密钥。</translation>
    </message>
    <message>
        <source>No steady machine in %1 has %2 GB free to rent as a volume now. Try a smaller size, another country, or again later.</source>
        <translation>%1 现在没有一台稳定的机器有 %2 GB 空间可租作数据卷。换个小一点的大小、换个国家，或稍后再试。</translation>
    </message>
    <message>
        <source>The cluster does not accept this token: it has expired, or it was made for another user. Make a new one on the login node (scontrol token lifespan=86400) and log in with it.</source>
        <translation>集群不接受这个令牌：它已过期，或是为别的用户生成的。请在登录节点上重新生成（scontrol token lifespan=86400），再用它登录。</translation>
    </message>
    <message>
        <source>No node of the cluster has what this job asks for (%1): ask for fewer cards, another card or another partition.</source>
        <translation>集群里没有哪个节点能满足这个作业的要求（%1）：请少要几张卡，或换一种卡、换一个分区。</translation>
    </message>
    <message>
        <source>The partition does not take a job like this (%1): ask for a shorter time or another partition.</source>
        <translation>这个分区不接受这样的作业（%1）：请把时限设短一些，或换一个分区。</translation>
    </message>
    <message>
        <source>The cluster does not let you do that (%1): only its administrators can.</source>
        <translation>集群不允许你这样做（%1）：只有集群管理员可以。</translation>
    </message>
    <message>
        <source>Your account&apos;s limits on the cluster do not let this job start (%1): ask for fewer cards or a shorter time, or ask the cluster&apos;s administrators to raise them.</source>
        <translation>你的账户在集群上的限额不允许这个作业启动（%1）：请少要几张卡或缩短时间，或请集群管理员调高限额。</translation>
    </message>
    <message>
        <source>This moves money or widens access: confirm it is you with your password (or a 2FA code), then it goes on.</source>
        <translation>这一步会动用资金或扩大访问权限：请用密码（或两步验证码）确认是你本人，然后继续。</translation>
    </message>
    <message>
        <source>The account is in arrears: an order is unpaid. Recharge on the platform&apos;s web site and pay the open order (Order Management), then try again.</source>
        <translation>账户已欠费：有未支付的订单。请在平台网站充值并支付欠费订单（订单管理），然后重试。</translation>
    </message>
    <message>
        <source>The instance&apos;s paid period is over. Renew it on the platform&apos;s web site (Renewal Management), or make an instance billed by the hour.</source>
        <translation>实例的包期已到期。请在平台网站续费（续费管理），或改建按时计费的实例。</translation>
    </message>
    <message>
        <source>This image cannot drive that card. Choose an image made for it (a newer CUDA), or another card.</source>
        <translation>该镜像无法驱动这种显卡。请选择适配它的镜像（更新的 CUDA），或换一种显卡。</translation>
    </message>
    <message>
        <source>The platform refused: %1</source>
        <translation>平台拒绝了请求：%1</translation>
    </message>
    <message numerus="yes">
        <source>The account may keep %n instance(s) at its level, stopped ones included. Release one you no longer need, or raise the level (on Compshare a recharge does): the next level allows %1.</source>
        <translation>
            <numerusform>按账号当前等级最多可保留 %n 台实例（已关机的也算）。请释放不再需要的实例，或提升账号等级（在优云智算充值即可）：下一级允许 %1 台。</numerusform>
        </translation>
    </message>
    <message>
        <source>The account has as many instances as its quota allows, stopped ones included. Release one you no longer need, or ask the platform for a higher quota.</source>
        <translation>账号的实例数已达配额上限（已关机的也算）。请释放不再需要的实例，或向平台申请更高配额。</translation>
    </message>
</context>
<context>
    <name>AutostopDialog</name>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Stop it by itself when nobody uses it</source>
        <translation>无人使用时自动关机</translation>
    </message>
    <message>
        <source>Autostop — %1</source>
        <translation>自动关机 — %1</translation>
    </message>
    <message>
        <source>Used means: a program on the GPU, an SSH terminal, a browser through a tunnel or a service port, a transfer, a busy CPU, or a command started to stop when done. A program that holds GPU memory is never stopped, however slowly it runs.</source>
        <translation>“在用”指：GPU 上有程序、有 SSH 终端、有浏览器通过隧道或服务端口连着、有传输、CPU 忙，或有设为“完成后关机”的命令在跑。占着显存的程序无论跑得多慢都不会被关掉。</translation>
    </message>
    <message>
        <source>Idle with the GPU:</source>
        <translation>有卡模式空闲：</translation>
    </message>
    <message>
        <source>Idle without the GPU:</source>
        <translation>无卡模式空闲：</translation>
    </message>
    <message>
        <source>Off: it runs, and bills, until you stop it.</source>
        <translation>已关闭：它会一直运行并计费，直到你手动关机。</translation>
    </message>
    <message>
        <source>Off: it runs, and bills, until you stop it — %1.</source>
        <translation>已关闭：它会一直运行并计费，直到你手动关机 — %1。</translation>
    </message>
    <message>
        <source>After you leave it idle, it bills at most %1 more (%2 at %3/h).</source>
        <translation>你离开后，它最多再计费 %1（%2，每小时 %3）。</translation>
    </message>
    <message>
        <source>After you leave it idle, it stops within %1 with the GPU, %2 without it.</source>
        <translation>你离开后，有卡模式 %1 内、无卡模式 %2 内自动关机。</translation>
    </message>
    <message>
        <source>Through the night with the console closed</source>
        <translation>控制台关闭后跑通宵</translation>
    </message>
    <message>
        <source>Once the console closes, the instance stops at its idle time even mid-run. Give its agent a key pair (best a sub-account&apos;s, allowed little more than the stop scheduler) and it keeps the stop ahead while the instance works.</source>
        <translation>控制台一关闭，实例到了空闲时间就会关机，哪怕任务还在跑。给实例上的代理一对密钥（最好是子账号的，权限只够设置定时关机），它会在实例工作时一直把关机时间往后推。</translation>
    </message>
    <message>
        <source>Give the agent this key</source>
        <translation>把这对密钥交给代理</translation>
    </message>
    <message>
        <source>Public key:</source>
        <translation>公钥：</translation>
    </message>
    <message>
        <source>Private key:</source>
        <translation>私钥：</translation>
    </message>
    <message>
        <source>Given: the agent keeps the instance&apos;s stop from now on, with the console closed too.</source>
        <translation>已交给代理：从现在起由它维持实例的定时关机，控制台关闭时也一样。</translation>
    </message>
    <message>
        <source>Both halves of the pair are needed.</source>
        <translation>公钥和私钥都需要填写。</translation>
    </message>
</context>
<context>
    <name>AutostopText</name>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>stops after %1 idle with the GPU, %2 without it</source>
        <translation>有卡空闲 %1 后关机，无卡空闲 %2 后关机</translation>
    </message>
    <message>
        <source>a night forgotten (12 h) costs %1 at %2/h</source>
        <translation>忘关一夜（12 小时）要花 %1（每小时 %2）</translation>
    </message>
    <message numerus="yes">
        <source>Stopping %1 in %n min: idle for %2 at %3/h.</source>
        <translation>
            <numerusform>%1 将在 %n 分钟后停止：已空闲 %2，每小时 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU %1% busy (%n process(es))</source>
        <translation>
            <numerusform>GPU 占用 %1%（%n 个进程）</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU memory held at %1% use</source>
        <translation>显存被占用，GPU 利用率仅 %1%</translation>
    </message>
    <message numerus="yes">
        <source>%n SSH terminal(s)</source>
        <translation>
            <numerusform>%n 个 SSH 终端</numerusform>
        </translation>
    </message>
    <message>
        <source>connections to port %1</source>
        <translation>端口 %1 有连接</translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s)</source>
        <translation>
            <numerusform>%n 个传输</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU %1% busy</source>
        <translation>CPU 占用 %1%</translation>
    </message>
    <message>
        <source>running %1</source>
        <translation>正在运行 %1</translation>
    </message>
    <message>
        <source>kept running until %1</source>
        <translation>保持运行到 %1</translation>
    </message>
    <message>
        <source>kept running</source>
        <translation>保持运行</translation>
    </message>
    <message>
        <source>started watching</source>
        <translation>开始监测</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>在用</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>starved, not idle</source>
        <translation>数据喂不饱，不算空闲</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>只用 CPU</translation>
    </message>
    <message>
        <source>kept running by hand</source>
        <translation>手动保持运行</translation>
    </message>
    <message>
        <source>stop armed</source>
        <translation>已设定关机</translation>
    </message>
    <message>
        <source>stop called off</source>
        <translation>已取消关机</translation>
    </message>
    <message>
        <source>warned the terminals</source>
        <translation>已在终端提醒</translation>
    </message>
    <message>
        <source>stopped it</source>
        <translation>已关机</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>Turn it on…</source>
        <translation>开启…</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>修改…</translation>
    </message>
    <message>
        <source>Keep running 1 h</source>
        <translation>再运行 1 小时</translation>
    </message>
    <message numerus="yes">
        <source>Idle for %1: it stops at %2 (in %n min) unless it is used.</source>
        <translation>
            <numerusform>已空闲 %1：若无人使用，将在 %2（%n 分钟后）停止。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not watching this boot yet: the agent starts with the startup script (its log is ~/.gpudesk/autostop.log).</source>
        <translation>本次开机尚未开始监测：监测程序随启动脚本启动（日志在 ~/.gpudesk/autostop.log）。</translation>
    </message>
    <message>
        <source>In use: %1.</source>
        <translation>在用：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Idle since %1.</source>
        <translation>自 %1 起空闲。</translation>
    </message>
    <message>
        <source>Idle.</source>
        <translation>空闲。</translation>
    </message>
    <message>
        <source>Not stopped: %1 — starved, not idle. The card waits for data: more DataLoader workers or prefetching usually help.</source>
        <translation>不会关机：%1 — 是数据喂不饱，不是空闲。显卡在等数据：增加 DataLoader 的 workers 或预取通常有用。</translation>
    </message>
    <message>
        <source>Not stopped: the CPU is busy and the GPU idle. No-GPU mode would cost %1/h instead of %2/h.</source>
        <translation>不会关机：CPU 在忙，GPU 闲着。换成无卡模式每小时 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>Not stopped: the CPU is busy and the GPU idle. No-GPU mode would cost less.</source>
        <translation>不会关机：CPU 在忙，GPU 闲着。换成无卡模式更便宜。</translation>
    </message>
    <message>
        <source>Not stopped: %1.</source>
        <translation>不会关机：%1。</translation>
    </message>
    <message>
        <source>Asking its agent…</source>
        <translation>正在询问实例上的监测程序…</translation>
    </message>
    <message>
        <source>Its agent could not be asked: %1</source>
        <translation>无法询问实例上的监测程序：%1</translation>
    </message>
    <message>
        <source>The console sees it used too: %1 — it keeps it running past an idle stop.</source>
        <translation>控制台也看到它在用：%1 — 到了空闲关机时会让它继续运行。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Last decisions: %1</source>
        <translation>最近的判断：%1</translation>
    </message>
    <message numerus="yes">
        <source>Stopping %1 in %n min: idle for %2.</source>
        <translation>
            <numerusform>%n 分钟后将关闭 %1：已空闲 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Off%1</source>
        <translation>已关闭%1</translation>
    </message>
</context>
<context>
    <name>AutostopWatcher</name>
    <message>
        <source>It has no autostop agent in this boot: %1</source>
        <translation>本次开机没有自动关机监测程序：%1</translation>
    </message>
    <message>
        <source>The instance is gone.</source>
        <translation>实例已不存在。</translation>
    </message>
    <message>
        <source>The startup script with autostop would be over the platform&apos;s 64 KiB: shorten your own part of it first.</source>
        <translation>加上自动关机后，启动脚本会超过平台上限 64 KiB：请先缩短你自己的部分。</translation>
    </message>
    <message>
        <source>Saved for its next boots, but this boot did not take it: %1</source>
        <translation>已保存，下次开机起生效，但本次开机没能应用：%1</translation>
    </message>
    <message>
        <source>The agent stops it at a time only while it runs: start it first.</source>
        <translation>只有实例在运行时，代理才能按时关机：请先开机。</translation>
    </message>
    <message>
        <source>Its autostop agent did not take it (%1): turn autostop on for it first, which installs the agent.</source>
        <translation>它的自动关机代理没有接受（%1）：请先为它打开自动关机，这会安装代理。</translation>
    </message>
    <message>
        <source>The key goes onto the instance over SSH: start it first.</source>
        <translation>密钥要通过 SSH 放到实例上：请先开机。</translation>
    </message>
    <message>
        <source>The platform does not take this key pair: check that both halves are whole and belong together.</source>
        <translation>平台不接受这对密钥：请检查公钥和私钥是否完整、是否是同一对。</translation>
    </message>
</context>
<context>
    <name>BillingPage</name>
    <message>
        <source>Wallet and limits</source>
        <translation>余额与限额</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>账单明细</translation>
    </message>
    <message>
        <source>Spending per day</source>
        <translation>每日花费</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>账单</translation>
    </message>
    <message>
        <source>Packages and buying</source>
        <translation>包日包周与买卡</translation>
    </message>
    <message>
        <source>Receipts</source>
        <translation>开机账单</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>钱包</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>买卡还是租卡</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>付款记录</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>发票</translation>
    </message>
</context>
<context>
    <name>BootLimit</name>
    <message numerus="yes">
        <source>The platform stops this boot at %1: an unverified account&apos;s boots last %n hour(s) at most. Save your work before then, or verify your real name to lift the limit.</source>
        <translation>
            <numerusform>平台会在 %1 关闭这次开机：未实名认证的账号每次开机最长 %n 小时。请在那之前保存好工作，或完成实名认证以解除限制。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BootReceipt</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ran %2 and cost %3.</source>
        <translation>%1 运行了 %2，花费 %3。</translation>
    </message>
    <message>
        <source>No GPU was attached (no-GPU mode).</source>
        <translation>没有挂 GPU（无卡模式）。</translation>
    </message>
    <message>
        <source>Its GPU use is unknown: gpudesk was not watching while it ran.</source>
        <translation>GPU 使用情况未知：它运行时 gpudesk 没有在看。</translation>
    </message>
    <message>
        <source>The GPU was %1% busy on average.</source>
        <translation>GPU 平均利用率 %1%。</translation>
    </message>
    <message>
        <source>%1 of %2 went to %3 below %4%.</source>
        <translation>%2 里有 %1 花在了利用率低于 %4% 的 %3 上。</translation>
    </message>
</context>
<context>
    <name>BootTasks</name>
    <message>
        <source>%1 is not running.</source>
        <translation>%1 没有在运行。</translation>
    </message>
    <message>
        <source>This console keeps no startup scripts.</source>
        <translation>此控制台不保存开机脚本。</translation>
    </message>
    <message>
        <source>The startup script could not be started: %1</source>
        <translation>无法启动开机脚本：%1</translation>
    </message>
</context>
<context>
    <name>BudgetGuards</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>The money runs out soon</source>
        <translation>余额快用完了</translation>
    </message>
    <message>
        <source>At %1/h, the balance and vouchers last %2 more; then the platform stops your instances. Add money, or stop what you do not need.</source>
        <translation>按 %1/小时，余额和代金券还能用 %2；之后平台会关闭你的实例。请充值，或关闭不需要的实例。</translation>
    </message>
    <message>
        <source>A spend limit is near</source>
        <translation>快到消费限额了</translation>
    </message>
    <message>
        <source>In %1 a spend limit is reached and the platform stops the instances it covers. Save your work, or raise the limit on the Billing page.</source>
        <translation>再过 %1 就会达到消费限额，平台会关闭受限的实例。请保存工作，或在“账单”页提高限额。</translation>
    </message>
    <message>
        <source>%1&apos;s package ends soon</source>
        <translation>%1 的套餐快到期了</translation>
    </message>
    <message>
        <source>%1&apos;s prepaid package ends in %2. After that it bills on demand while it runs, or stops if the balance cannot carry it.</source>
        <translation>%1 的预付套餐还有 %2 到期。之后运行中按量计费；余额不足时会关机。</translation>
    </message>
    <message>
        <source>%1 keeps costing storage</source>
        <translation>%1 一直在产生存储费</translation>
    </message>
    <message numerus="yes">
        <source>%1 has been stopped for %n day(s); its disks cost %2 a month. Save what matters and release it if it is no longer needed.</source>
        <translation>
            <numerusform>%1 已关机 %n 天；它的磁盘每月花费 %2。如果不再需要，保存好重要数据后释放它。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reaches its time limit soon</source>
        <translation>%1 快到时间上限了</translation>
    </message>
    <message>
        <source>In %1 Slurm ends %2, whatever is running: save a checkpoint now. Extend asks the cluster for more time; where it refuses, start it again after the end (a new job).</source>
        <translation>再过 %1，Slurm 就会结束 %2，不管里面在跑什么：现在就保存检查点。“延长”会向集群申请更多时间；集群不允许时，等它结束后再启动（一个新作业）。</translation>
    </message>
    <message>
        <source>%1 reaches the boot limit soon</source>
        <translation>%1 即将到达单次开机时长上限</translation>
    </message>
    <message numerus="yes">
        <source>In %1 the platform stops %2: an unverified account&apos;s boots last %n hour(s) at most. Save your work now; verify your real name to lift the limit.</source>
        <translation>
            <numerusform>%1 后平台会关闭 %2：未实名认证的账号每次开机最长 %n 小时。请现在保存工作；完成实名认证可解除限制。</numerusform>
        </translation>
    </message>
    <message>
        <source>It pays for %1 only.</source>
        <translation>它只能抵扣 %1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>It pays for any card.</source>
        <translation>它可以抵扣任何显卡。</translation>
    </message>
    <message>
        <source>A voucher expires soon</source>
        <translation>代金券即将过期</translation>
    </message>
    <message>
        <source>%1 of voucher credit is left and expires in %2. %3 Use it before then: what is left is not refunded.</source>
        <translation>代金券还剩 %1，将在 %2 后过期。%3 请在那之前用掉：过期未用的部分不退。</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BuyVsRent</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message>
        <source>Rent: %1 rented against %2 owned; at this power price owning never pays.</source>
        <translation>租：租用花费 %1，自购花费 %2；按这个电价，自购永远不划算。</translation>
    </message>
    <message>
        <source>Rent: %1 of use over %2 costs %3 rented against %4 owned. Owning pays only from about %5 hours a year.</source>
        <translation>租：%2内使用 %1，租用花费 %3，自购花费 %4。每年使用约 %5 小时以上，自购才划算。</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n 年</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy: at %1 hours a year, owning costs %2 against %3 rented over %4.</source>
        <translation>买：每年使用 %1 小时，%4内自购花费 %2，租用花费 %3。</translation>
    </message>
</context>
<context>
    <name>ChangeCardDialog</name>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Free now</source>
        <translation>当前空闲</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Start on another card</source>
        <translation>换卡开机</translation>
    </message>
    <message>
        <source>Start “%1” in %2 on another card. Its disks, ports and startup script are kept; from this boot on it bills the new card&apos;s rate. Debug on a cheap card, then train on a big one.</source>
        <translation>在 %2 用另一种显卡启动“%1”。它的磁盘、端口和启动脚本都保留；从这次开机起按新卡的价格计费。先用便宜的卡调试，再用大卡训练。</translation>
    </message>
    <message>
        <source>Start on it</source>
        <translation>用这张卡开机</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>数量：</translation>
    </message>
    <message>
        <source>The cards could not be read: %1</source>
        <translation>无法读取显卡列表：%1</translation>
    </message>
    <message>
        <source>(its card now)</source>
        <translation>（当前的卡）</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Choose a card.</source>
        <translation>请选择一种显卡。</translation>
    </message>
    <message>
        <source>That is the card it has: choose another card or another count.</source>
        <translation>这就是它现在的卡：请换一种卡或换个数量。</translation>
    </message>
    <message>
        <source>From this boot: %1 × %2 at %3/h (now %4 × %5).</source>
        <translation>从这次开机起：%1 × %2，每小时 %3（现在是 %4 × %5）。</translation>
    </message>
    <message>
        <source>Only %1 free in %2 right now: the platform will refuse it and say where there are.</source>
        <translation>%2 现在只有 %1 张空闲：平台会拒绝，并告诉你哪里有卡。</translation>
    </message>
</context>
<context>
    <name>CompsharePlatform</name>
    <message>
        <source>优云智算 Compshare</source>
        <translation>优云智算 Compshare</translation>
    </message>
    <message>
        <source>UCloud&apos;s GPU platform in China, paid in yuan: by the hour, the day or the month, and without the card to prepare; you log in with the key pair from console.compshare.cn.</source>
        <translation>UCloud 旗下的国内 GPU 平台，以人民币计费：按时、按天或按月，还可无卡开机准备环境；使用 console.compshare.cn 上的密钥对登录。</translation>
    </message>
    <message>
        <source>Key pair …%1</source>
        <translation>密钥对 …%1</translation>
    </message>
</context>
<context>
    <name>ConnectionDoctor</name>
    <message>
        <source>the instance&apos;s state</source>
        <translation>实例状态</translation>
    </message>
    <message>
        <source>the address in gpudesk&apos;s ssh config</source>
        <translation>gpudesk 的 ssh 配置里的地址</translation>
    </message>
    <message>
        <source>the key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>the SSH handshake</source>
        <translation>SSH 握手</translation>
    </message>
    <message>
        <source>the login</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>the service inside the instance</source>
        <translation>实例里的服务</translation>
    </message>
    <message>
        <source>the platform&apos;s public port</source>
        <translation>平台的公网端口</translation>
    </message>
    <message>
        <source>Not checked: a layer before it is broken.</source>
        <translation>未检查：前面有一层已经坏了。</translation>
    </message>
    <message>
        <source>Broken at %1. %2</source>
        <translation>问题出在%1。%2</translation>
    </message>
    <message>
        <source>Every layer works: you can log in, and port %1 answers from outside.</source>
        <translation>每一层都正常：可以登录，端口 %1 从外面也能访问。</translation>
    </message>
    <message>
        <source>Every layer works: you can log in.</source>
        <translation>每一层都正常：可以登录。</translation>
    </message>
    <message>
        <source>It runs, but the platform gives no SSH address for it.</source>
        <translation>实例在运行，但平台没有给出它的 SSH 地址。</translation>
    </message>
    <message>
        <source>Restart it; if it still has none, the platform&apos;s SSH service is broken: ask its support.</source>
        <translation>重启它；如果还是没有，就是平台的 SSH 服务坏了：联系平台客服。</translation>
    </message>
    <message>
        <source>It is running.</source>
        <translation>正在运行。</translation>
    </message>
    <message>
        <source>It is still booting.</source>
        <translation>还在开机。</translation>
    </message>
    <message>
        <source>Wait until it runs: a boot takes a minute or two.</source>
        <translation>等它运行起来：开机需要一两分钟。</translation>
    </message>
    <message>
        <source>It is stopping.</source>
        <translation>正在关机。</translation>
    </message>
    <message>
        <source>Wait until it has stopped, then start it.</source>
        <translation>等它关机完成，再开机。</translation>
    </message>
    <message>
        <source>It is released: its system disk is gone.</source>
        <translation>已释放：系统盘已经没有了。</translation>
    </message>
    <message>
        <source>Create a new instance.</source>
        <translation>创建一个新实例。</translation>
    </message>
    <message>
        <source>The platform could not run it.</source>
        <translation>平台没能运行它。</translation>
    </message>
    <message>
        <source>Release it and create it again: it is not your fault.</source>
        <translation>释放后重新创建：这不是你的问题。</translation>
    </message>
    <message>
        <source>Start it.</source>
        <translation>开机。</translation>
    </message>
    <message>
        <source>It is stopped: it was stopped on request.</source>
        <translation>已关机：是按请求关的机。</translation>
    </message>
    <message>
        <source>The platform stopped it: the balance ran out.</source>
        <translation>平台关了它：余额用完了。</translation>
    </message>
    <message>
        <source>Add money, then start it.</source>
        <translation>先充值，再开机。</translation>
    </message>
    <message>
        <source>The platform stopped it: a spend limit was reached.</source>
        <translation>平台关了它：达到了消费上限。</translation>
    </message>
    <message>
        <source>Raise the spend limit (or wait for the next day), then start it.</source>
        <translation>调高消费上限（或等到第二天），再开机。</translation>
    </message>
    <message>
        <source>The platform stopped it: an unverified account&apos;s boots are limited in length.</source>
        <translation>平台关了它：未实名认证的账号每次开机的时长有限。</translation>
    </message>
    <message>
        <source>Verify your real name to lift the limit, then start it.</source>
        <translation>完成实名认证解除限制，再开机。</translation>
    </message>
    <message>
        <source>It stopped at the time set for it.</source>
        <translation>到了设定的时间，已自动关机。</translation>
    </message>
    <message>
        <source>Start it (and move its stop time if it is still needed).</source>
        <translation>开机（如果还需要，把关机时间往后调）。</translation>
    </message>
    <message>
        <source>Its package ended and the balance could not carry it on at the hourly price.</source>
        <translation>包天/包周到期了，余额不够按量继续计费。</translation>
    </message>
    <message>
        <source>Add money (or buy another package), then start it.</source>
        <translation>充值（或再买一个套餐），再开机。</translation>
    </message>
    <message>
        <source>The platform stopped it: its host failed. This is not your fault.</source>
        <translation>平台关了它：宿主机出了故障。这不是你的问题。</translation>
    </message>
    <message>
        <source>Start it again.</source>
        <translation>重新开机。</translation>
    </message>
    <message>
        <source>It is %1.</source>
        <translation>状态是 %1。</translation>
    </message>
    <message>
        <source>gpudesk&apos;s ssh config has no address for it, so ssh from a terminal does not know it yet.</source>
        <translation>gpudesk 的 ssh 配置里还没有它的地址，所以在终端里用 ssh 还找不到它。</translation>
    </message>
    <message>
        <source>Let gpudesk write it (SSH keys page, or: gpudeskctl ssh-config sync).</source>
        <translation>让 gpudesk 写入（SSH 密钥页，或：gpudeskctl ssh-config sync）。</translation>
    </message>
    <message>
        <source>gpudesk&apos;s ssh config sends %1 to %2 as %3, but the platform now says %4 as %5 (the port changes at every boot).</source>
        <translation>gpudesk 的 ssh 配置把 %1 指向 %2（用户 %3），但平台现在给的是 %4（用户 %5）（每次开机端口都会变）。</translation>
    </message>
    <message>
        <source>Rewrite gpudesk&apos;s ssh config.</source>
        <translation>重写 gpudesk 的 ssh 配置。</translation>
    </message>
    <message>
        <source>ssh %1 goes to %2, as the platform says.</source>
        <translation>ssh %1 指向 %2，与平台一致。</translation>
    </message>
    <message numerus="yes">
        <source>No key file is chosen for gpudesk; the SSH agent offers its %n key(s).</source>
        <translation>
            <numerusform>gpudesk 没有选定密钥文件；SSH agent 提供它的 %n 把密钥。</numerusform>
        </translation>
    </message>
    <message>
        <source>No key is chosen for gpudesk, and no SSH agent holds one.</source>
        <translation>gpudesk 没有选定密钥，SSH agent 里也没有。</translation>
    </message>
    <message>
        <source>Choose or make a key (SSH keys), and add it to the platform.</source>
        <translation>选择或生成一把密钥（SSH 密钥页），并添加到平台。</translation>
    </message>
    <message>
        <source>The key %1 is not there.</source>
        <translation>密钥 %1 不存在。</translation>
    </message>
    <message>
        <source>Choose another key (SSH keys).</source>
        <translation>换一把密钥（SSH 密钥页）。</translation>
    </message>
    <message>
        <source>%1 can be read by others (mode %2): OpenSSH refuses such a key.</source>
        <translation>%1 别人也能读（权限 %2）：OpenSSH 会拒绝这样的密钥。</translation>
    </message>
    <message>
        <source>Make it private: chmod 600 %1</source>
        <translation>改成只有自己能读：chmod 600 %1</translation>
    </message>
    <message>
        <source>%1 is private; its fingerprint cannot be read without its passphrase (no .pub beside it).</source>
        <translation>%1 权限正确；没有密码短语读不出它的指纹（旁边没有 .pub）。</translation>
    </message>
    <message>
        <source>%1 (%2) is not among the platform&apos;s SSH keys.</source>
        <translation>%1（%2）不在平台的 SSH 密钥里。</translation>
    </message>
    <message>
        <source>Add its public half (%1.pub) to the platform (SSH keys).</source>
        <translation>把它的公钥（%1.pub）添加到平台（SSH 密钥页）。</translation>
    </message>
    <message>
        <source>%1 (%2) is private and on the platform.</source>
        <translation>%1（%2）权限正确，也已在平台上。</translation>
    </message>
    <message>
        <source>The SSH agent holds %1 keys: ssh offers them all first, and a server gives up after %2 tries. gpudesk&apos;s ssh config says IdentitiesOnly yes, so only this key is offered; add that line to your own ssh configs too.</source>
        <translation>SSH agent 里有 %1 把密钥：ssh 会先逐个尝试，服务器试到 %2 次就会断开。gpudesk 的 ssh 配置写了 IdentitiesOnly yes，只提供这一把；你自己的 ssh 配置也请加上这一行。</translation>
    </message>
    <message>
        <source>%1 accepts connections (%2 ms).</source>
        <translation>%1 可以连接（%2 毫秒）。</translation>
    </message>
    <message>
        <source>Nothing answers at %1: the instance&apos;s SSH service is not running.</source>
        <translation>%1 没有响应：实例的 SSH 服务没有在运行。</translation>
    </message>
    <message>
        <source>Restart the instance (a new boot starts a new SSH service); if it happens again, it is the platform&apos;s fault.</source>
        <translation>重启实例（重新开机会启动新的 SSH 服务）；如果再次发生，是平台的问题。</translation>
    </message>
    <message numerus="yes">
        <source>No answer from %1 within %n second(s) (%2).</source>
        <translation>
            <numerusform>%1 在 %n 秒内没有响应（%2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>A firewall, proxy or VPN between you drops it: try another network, or turn the proxy off for this address.</source>
        <translation>中间的防火墙、代理或 VPN 把连接丢了：换个网络试试，或对这个地址关掉代理。</translation>
    </message>
    <message>
        <source>The SSH handshake works; the host key %1 is the one pinned earlier.</source>
        <translation>SSH 握手正常；主机密钥 %1 与之前记住的一致。</translation>
    </message>
    <message>
        <source>The SSH handshake works; the host key %1 is the platform&apos;s.</source>
        <translation>SSH 握手正常；主机密钥 %1 与平台给出的一致。</translation>
    </message>
    <message>
        <source>Do not log in: something answers in the instance&apos;s place. Ask the platform&apos;s support.</source>
        <translation>不要登录：有别的东西冒充了实例。请联系平台客服。</translation>
    </message>
    <message>
        <source>If the instance was created again under this name, accept the new key (Test connection); otherwise ask the platform&apos;s support.</source>
        <translation>如果这个名字的实例是重新创建的，接受新密钥（测试连接）；否则请联系平台客服。</translation>
    </message>
    <message>
        <source>Compare the fingerprint with the one the platform&apos;s web console shows, then accept it (Test connection).</source>
        <translation>先和平台网页控制台显示的指纹核对，再接受它（测试连接）。</translation>
    </message>
    <message>
        <source>The SSH service answers but does not finish the handshake: restart the instance.</source>
        <translation>SSH 服务有响应但握手没有完成：重启实例。</translation>
    </message>
    <message>
        <source>Logged in as %1.</source>
        <translation>已用 %1 登录。</translation>
    </message>
    <message numerus="yes">
        <source>the SSH agent&apos;s %n key(s)</source>
        <translation>
            <numerusform>SSH agent 的 %n 把密钥</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the key to your SSH agent (ssh-add %1), or type its passphrase.</source>
        <translation>把密钥加入 SSH agent（ssh-add %1），或输入它的密码短语。</translation>
    </message>
    <message>
        <source>The instance refused %1.</source>
        <translation>实例拒绝了 %1。</translation>
    </message>
    <message>
        <source>every key</source>
        <translation>所有密钥</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>The key is on the platform but this boot does not accept it: restart the instance, and if it still refuses, ask the platform&apos;s support.</source>
        <translation>密钥已在平台上，但这次开机不接受它：重启实例；如果还是被拒绝，请联系平台客服。</translation>
    </message>
    <message>
        <source>Add the key&apos;s public half to the platform (SSH keys).</source>
        <translation>把密钥的公钥添加到平台（SSH 密钥页）。</translation>
    </message>
    <message>
        <source>Try again; if it fails again, restart the instance.</source>
        <translation>再试一次；如果还失败，重启实例。</translation>
    </message>
    <message>
        <source>No service port was named.</source>
        <translation>没有指定服务端口。</translation>
    </message>
    <message>
        <source>A program</source>
        <translation>某个程序</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1（pid %2）</translation>
    </message>
    <message>
        <source>Nothing listens on port %1 inside the instance.</source>
        <translation>实例里没有程序在监听端口 %1。</translation>
    </message>
    <message>
        <source>The service is not running: start it, and read its output (it may have failed to start).</source>
        <translation>服务没有在运行：启动它，并看看它的输出（可能启动失败了）。</translation>
    </message>
    <message>
        <source>%1 listens on %2 only: a tunnel reaches it, a public port does not.</source>
        <translation>%1 只监听在 %2：隧道能访问到，公网端口访问不到。</translation>
    </message>
    <message>
        <source>Start it with --host 0.0.0.0 (TensorBoard: --bind_all), or open a tunnel to it.</source>
        <translation>用 --host 0.0.0.0 启动它（TensorBoard 用 --bind_all），或者开一个隧道。</translation>
    </message>
    <message>
        <source>Port %1 is held by %2, which does not answer HTTP.</source>
        <translation>端口 %1 被 %2 占用，它不响应 HTTP。</translation>
    </message>
    <message>
        <source>If it is not your service, stop it (kill %1) or start yours on another port.</source>
        <translation>如果那不是你的服务，停掉它（kill %1），或把你的服务换个端口启动。</translation>
    </message>
    <message>
        <source>If it is not your service, stop it or start yours on another port.</source>
        <translation>如果那不是你的服务，停掉它，或把你的服务换个端口启动。</translation>
    </message>
    <message>
        <source>%1 listens on %2 and answers HTTP (%3).</source>
        <translation>%1 监听在 %2，HTTP 有响应（%3）。</translation>
    </message>
    <message>
        <source>The platform publishes no port of this instance.</source>
        <translation>平台没有为这个实例开放任何端口。</translation>
    </message>
    <message>
        <source>The platform publishes port(s) %1 of this instance, not %2.</source>
        <translation>平台为这个实例开放的端口是 %1，不是 %2。</translation>
    </message>
    <message>
        <source>Reach it through an SSH tunnel instead.</source>
        <translation>改用 SSH 隧道访问。</translation>
    </message>
    <message>
        <source>The platform gives no public address for port %1 now.</source>
        <translation>平台现在没有给端口 %1 公网地址。</translation>
    </message>
    <message>
        <source>%1 does not answer, though the service answers inside.</source>
        <translation>%1 没有响应，但实例里的服务是正常的。</translation>
    </message>
    <message>
        <source>The platform&apos;s port relay is at fault: use an SSH tunnel meanwhile, and tell its support.</source>
        <translation>是平台的端口转发出了问题：先用 SSH 隧道，并告诉平台客服。</translation>
    </message>
    <message>
        <source>%1 answers (HTTP %2).</source>
        <translation>%1 有响应（HTTP %2）。</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>再试一次。</translation>
    </message>
    <message>
        <source>The instance&apos;s logs could not be read.</source>
        <translation>读不到实例的日志。</translation>
    </message>
    <message>
        <source>%1 cannot be read on the instance.</source>
        <translation>实例上读不到 %1。</translation>
    </message>
    <message>
        <source>Check the log&apos;s path (ls on the instance), and name it again.</source>
        <translation>检查日志路径（在实例上 ls 一下），再重新填写。</translation>
    </message>
    <message>
        <source>It stopped itself: nothing used it for its whole idle period (autostop).</source>
        <translation>它自己关机了：在整个空闲时长里没有人用它（自动关机）。</translation>
    </message>
    <message>
        <source>Only a terminal through the platform&apos;s SSH proxy: no direct SSH port.</source>
        <translation>只能通过平台的 SSH 代理开终端：没有直连的 SSH 端口。</translation>
    </message>
    <message>
        <source>Open a terminal from the instance&apos;s menu; for transfers, tunnels and these checks, create the instance with a public IP and port 22 exposed over TCP.</source>
        <translation>可以从实例菜单打开终端；要传文件、开隧道或做这些检查，请创建带公网 IP、并以 TCP 开放 22 端口的实例。</translation>
    </message>
    <message>
        <source>It is waiting to start. On this platform the host may have rented its card to someone else while it was stopped; then it waits until the card is free, however long that takes.</source>
        <translation>它在等待启动。在这个平台上，实例关机期间机主可能把它的卡租给了别人；那样它就要一直等到卡空出来，不管要等多久。</translation>
    </message>
    <message>
        <source>Wait a few minutes. If it still has not started, create a new instance like it on another machine; once that one runs, right-click it and choose “Copy data from another instance…” to bring this one&apos;s files over. This one keeps its disk (and bills for it) until you release it.</source>
        <translation>再等几分钟。如果还没启动，就在另一台机器上建一个同样的新实例；新实例运行后，右键点它，选“从另一个实例复制数据…”，把这一台的文件搬过去。这一台会保留磁盘（也照样计费），直到你释放它。</translation>
    </message>
    <message>
        <source>It is the platform&apos;s SSH proxy, not the machine: transfers through it are slower.</source>
        <translation>这是平台的 SSH 代理，不是机器本身：经它传输会慢一些。</translation>
    </message>
    <message>
        <source>The instance has no public address: its SSH goes through the platform&apos;s proxy, which carries SSH only, so port %1 cannot be reached from outside.</source>
        <translation>实例没有公网地址：它的 SSH 经平台的代理转发，代理只转 SSH，所以从外面连不到端口 %1。</translation>
    </message>
    <message>
        <source>Reach it through an SSH tunnel, or create the instance on a machine with a direct port.</source>
        <translation>请通过 SSH 隧道访问它，或在有直连端口的机器上创建实例。</translation>
    </message>
    <message>
        <source>gpudesk&apos;s ssh config sends %1 straight to %2, but the job&apos;s node is reached through the login node %3.</source>
        <translation>gpudesk 的 ssh 配置把 %1 直接指向 %2，但作业所在的节点要经过登录节点 %3 才能访问。</translation>
    </message>
    <message>
        <source>The job runs on node %1; ssh %2 goes there (port %3) through the login node %4.</source>
        <translation>作业运行在节点 %1 上；ssh %2 经登录节点 %4 连到那里（端口 %3）。</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node %1 accepts connections (%2 ms).</source>
        <translation>集群的登录节点 %1 可以连接（%2 毫秒）。</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node %1 does not answer (%2).</source>
        <translation>集群的登录节点 %1 没有响应（%2）。</translation>
    </message>
    <message>
        <source>Most clusters let only their own network in: connect to the campus network or its VPN, then try again.</source>
        <translation>大多数集群只允许内网访问：请连上校园网或它的 VPN 后再试。</translation>
    </message>
    <message>
        <source>The login node&apos;s SSH handshake works; its host key is %1.</source>
        <translation>登录节点的 SSH 握手正常；它的主机密钥是 %1。</translation>
    </message>
    <message>
        <source>Compare the fingerprint with the login node&apos;s key as your cluster&apos;s admins publish it (or as your own known_hosts has it), then accept it (Test connection).</source>
        <translation>先和集群管理员公布的登录节点密钥指纹核对（或和你自己 known_hosts 里的核对），再接受它（测试连接）。</translation>
    </message>
    <message>
        <source>Logged in as %1 on the login node, and from there to the job&apos;s SSH service on node %2.</source>
        <translation>已用 %1 登录登录节点，并从那里连上了节点 %2 上作业的 SSH 服务。</translation>
    </message>
    <message>
        <source>The job may have just ended, or its SSH service has not started yet: look at its state, and start it again (a new job) if it ended.</source>
        <translation>作业可能刚刚结束，或者它的 SSH 服务还没启动：看一下它的状态；如果已经结束，就重新启动（一个新作业）。</translation>
    </message>
    <message>
        <source>The platform&apos;s web address is reached through the proxy %1; SSH goes directly.</source>
        <translation>平台的网址经代理 %1 访问；SSH 直接连接。</translation>
    </message>
    <message>
        <source>The platform is reached through the proxy %1, but SSH does not go through a web proxy: where this network lets only the proxy out, set an SSH jump host in Settings → Network.</source>
        <translation>平台经代理 %1 访问，但 SSH 不走网页代理：如果这个网络只允许经代理出去，请在“设置 → 网络”里设置 SSH 跳板机。</translation>
    </message>
    <message>
        <source>gpudesk&apos;s ssh config sends %1 straight to %2, but your settings send SSH through the jump host %3.</source>
        <translation>gpudesk 的 ssh 配置把 %1 直接连到 %2，但你的设置要求 SSH 经跳板机 %3。</translation>
    </message>
    <message>
        <source>ssh %1 goes to %2 through your jump host %3.</source>
        <translation>ssh %1 经你的跳板机 %3 连到 %2。</translation>
    </message>
    <message>
        <source>Your jump host %1 accepts connections (%2 ms); SSH to the instance goes through it.</source>
        <translation>你的跳板机 %1 可以连接（%2 毫秒）；到实例的 SSH 经它转发。</translation>
    </message>
    <message>
        <source>Your jump host %1 does not answer (%2).</source>
        <translation>你的跳板机 %1 没有响应（%2）。</translation>
    </message>
    <message>
        <source>Check the jump host in Settings → Network (its address and port), or clear it on a network that lets SSH out.</source>
        <translation>请检查“设置 → 网络”里的跳板机（地址和端口）；如果当前网络允许 SSH 直连，就清空它。</translation>
    </message>
    <message>
        <source>Your jump host&apos;s SSH handshake works; its host key is %1.</source>
        <translation>你的跳板机 SSH 握手正常；它的主机密钥是 %1。</translation>
    </message>
    <message>
        <source>Logged in through your jump host %1 as %2.</source>
        <translation>已经经跳板机 %1 以 %2 登录。</translation>
    </message>
    <message>
        <source>Your jump host cannot reach the instance&apos;s SSH port: check that it may connect out to %1, or choose another jump host.</source>
        <translation>你的跳板机连不到实例的 SSH 端口：请确认它可以访问 %1，或换一台跳板机。</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>%1 was stopped: %2. Its disks are kept.</source>
        <translation>%1 已关机：%2。磁盘数据仍保留。</translation>
    </message>
    <message>
        <source>%1 was stopped by the platform. Its disks are kept.</source>
        <translation>%1 被平台关机了，磁盘保留。</translation>
    </message>
</context>
<context>
    <name>ConsoleServices</name>
    <message>
        <source>a transfer in progress</source>
        <translation>有传输正在进行</translation>
    </message>
    <message>
        <source>a tunnel to port %1 in use</source>
        <translation>到端口 %1 的隧道正在使用</translation>
    </message>
    <message>
        <source>the GPU %1% busy at the console&apos;s last reading</source>
        <translation>控制台最近一次读数显示 GPU 占用 %1%</translation>
    </message>
</context>
<context>
    <name>ConsoleSettings</name>
    <message>
        <source>%1: %2 is &quot;%3&quot;, which is not one of %4; using %5.</source>
        <translation>%1：%2 为“%3”，不在 %4 之中；改用 %5。</translation>
    </message>
    <message>
        <source>%1: language &quot;%2&quot; is not one gpudesk ships (%3); following the system&apos;s.</source>
        <translation>%1：gpudesk 不提供语言“%2”（可选：%3）；跟随系统语言。</translation>
    </message>
    <message>
        <source>Cannot write %1: check that its folder exists and is writable.</source>
        <translation>无法写入 %1：请确认其所在文件夹存在且可写。</translation>
    </message>
    <message>
        <source>%1: network/proxy_mode is &quot;%2&quot;, which is not one of %3; using the environment&apos;s proxy.</source>
        <translation>%1：network/proxy_mode 是“%2”，不是 %3 之一；改用系统环境的代理。</translation>
    </message>
    <message>
        <source>%1: network/proxy: %2; using the environment&apos;s proxy.</source>
        <translation>%1：network/proxy：%2；改用系统环境的代理。</translation>
    </message>
</context>
<context>
    <name>ConsoleShortcuts</name>
    <message>
        <source>Ctrl+1 … Ctrl+%1	the pages, in the order of the list on the left</source>
        <translation>Ctrl+1 … Ctrl+%1	左侧列表中的各个页面，按顺序</translation>
    </message>
    <message>
        <source>The instance shortcuts work on the Instances page, for the selected instance.</source>
        <translation>实例的快捷键在“实例”页面上使用，作用于选中的实例。</translation>
    </message>
</context>
<context>
    <name>CreateBillingPage</name>
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>On demand suits most projects: it stops costing the moment the instance stops. A package is prepaid at a discount for a day or a week and is not refunded if you stop early.</source>
        <translation>按量计费适合大多数项目：实例一关机就停止计费。包日、包周按折扣预付，中途不用了也不退款。</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>Hours with the GPU you expect to use:</source>
        <translation>预计使用显卡的小时数：</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>计费模式</translation>
    </message>
    <message>
        <source>Prepare without the card: pull the code, install packages, download the data set and run a tiny sample. Then stop and start it with the GPU for the real run: the card is paid only while it computes.</source>
        <translation>先在无卡模式里准备：拉代码、装依赖、下载数据集、跑通一个极小的样例。然后关机，再以有卡模式开机正式运行：显卡只在计算时付费。</translation>
    </message>
    <message>
        <source>Start without a GPU first, to prepare: %1/h instead of %2/h</source>
        <translation>先以无卡模式开机做准备：每小时 %1，而不是 %2</translation>
    </message>
    <message numerus="yes">
        <source>On demand, %1/h: %2 for %n hour(s)</source>
        <translation>
            <numerusform>按量计费，每小时 %1：%n 小时共 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Daily package, %1 a day: %2 for %n hour(s)</source>
        <translation>
            <numerusform>包日，每天 %1：%n 小时共 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Weekly package, %1 a week: %2 for %n hour(s)</source>
        <translation>
            <numerusform>包周，每周 %1：%n 小时共 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>It is billed while it runs, by the second at the hourly rate: stopping it ends the charge for the card.</source>
        <translation>运行期间按小时单价、按秒计费：关机后显卡即停止计费。</translation>
    </message>
    <message>
        <source>%1 (%2% of it)</source>
        <translation>%1（是它的 %2%）</translation>
    </message>
    <message numerus="yes">
        <source>Monthly package, %1 a month: %2 for %n hour(s)</source>
        <translation>
            <numerusform>包月，每月 %1：%n 小时共 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>On demand suits most projects: it stops costing the moment the instance stops. A package is prepaid for a day or a month at the platform&apos;s price and is not refunded if you stop early.</source>
        <translation>按量计费适合大多数项目：实例一关机就停止计费。包日、包月按平台的价格预付，中途不用了也不退款。</translation>
    </message>
</context>
<context>
    <name>CreateDisksPage</name>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Data disk</source>
        <translation>数据盘</translation>
    </message>
    <message>
        <source>kept and reused</source>
        <translation>长期保留、反复使用</translation>
    </message>
    <message>
        <source>Data sets and pretrained weights</source>
        <translation>数据集与预训练权重</translation>
    </message>
    <message>
        <source>too large for the system disk</source>
        <translation>体积大，系统盘装不下</translation>
    </message>
    <message>
        <source>Training logs and checkpoints</source>
        <translation>训练日志与 checkpoint</translation>
    </message>
    <message>
        <source>needed to look back after a crash</source>
        <translation>崩溃后需要回溯</translation>
    </message>
    <message>
        <source>Conda environments, caches</source>
        <translation>conda 环境、缓存</translation>
    </message>
    <message>
        <source>can be re-created</source>
        <translation>可重建</translation>
    </message>
    <message>
        <source>Scratch scripts, notebooks</source>
        <translation>临时脚本、调试 notebook</translation>
    </message>
    <message>
        <source>handy, and not forgotten</source>
        <translation>顺手，避免忘记</translation>
    </message>
    <message>
        <source>What</source>
        <translation>存放内容</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>建议位置</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>A new data disk of</source>
        <translation>新建数据盘，大小</translation>
    </message>
    <message>
        <source>An existing volume:</source>
        <translation>已有的数据卷：</translation>
    </message>
    <message>
        <source>No data disk (everything on the system disk, deleted on release)</source>
        <translation>不要数据盘（一切都在系统盘上，释放即删除）</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Whatever should still be there after a stop or a release goes on the data disk. A full system disk stops logs, kills processes and can break the environment.</source>
        <translation>凡是希望关机或释放后还在的东西，一律放数据盘。系统盘写满会导致日志写不进去、进程被杀，甚至环境损坏。</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>System disk:</source>
        <translation>系统盘：</translation>
    </message>
    <message>
        <source>deleted with the instance</source>
        <translation>随实例一并删除</translation>
    </message>
    <message>
        <source>What goes where:</source>
        <translation>什么放哪里：</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation>%1（%2 GB）</translation>
    </message>
    <message>
        <source>You have no free volume in this region.</source>
        <translation>您在这个区域没有空闲的数据卷。</translation>
    </message>
    <message>
        <source>While it is stopped, its disks cost nothing (the system disk is within the free %1 GB).</source>
        <translation>关机期间磁盘不收费（系统盘在免费的 %1 GB 以内）。</translation>
    </message>
    <message>
        <source>While it is stopped, its disks cost %1 a day (the system disk beyond the free %2 GB, and the data disk). Nothing is charged for them while it runs.</source>
        <translation>关机期间磁盘每天收费 %1（系统盘超出免费 %2 GB 的部分，以及数据盘）。运行期间磁盘不另收费。</translation>
    </message>
    <message>
        <source>data disk</source>
        <translation>数据盘</translation>
    </message>
    <message>
        <source>system disk</source>
        <translation>系统盘</translation>
    </message>
    <message>
        <source>On this platform the system disk is emptied at every stop: code, data, checkpoints and anything installed by hand survive a stop only on the data disk.</source>
        <translation>这个平台每次关机都会清空系统盘：代码、数据、checkpoint 以及手动安装的东西，只有放在数据盘上才能在关机后保留。</translation>
    </message>
    <message>
        <source>No data disk (everything on the system disk, emptied at every stop)</source>
        <translation>不要数据盘（所有东西都在系统盘上，每次关机都会清空）</translation>
    </message>
    <message>
        <source>Many libraries cache into the home directory on the system disk; point them at the data disk: export HF_HOME=%1/cache/huggingface TORCH_HOME=%1/cache/torch</source>
        <translation>很多库默认把缓存写在系统盘上的主目录里；请把它们指向数据盘：export HF_HOME=%1/cache/huggingface TORCH_HOME=%1/cache/torch</translation>
    </message>
    <message>
        <source>The platform bills its disks at storage rates it does not publish to this console: its web site&apos;s pricing page has them.</source>
        <translation>磁盘按平台的存储单价计费，平台没有把单价提供给本控制台：请在它网站的价格页查看。</translation>
    </message>
    <message>
        <source>Disk:</source>
        <translation>磁盘：</translation>
    </message>
    <message>
        <source>An instance here has one disk: code, data sets and checkpoints all live on it. It is kept while the instance is stopped, and deleted when the instance is released: copy off what you want to keep first.</source>
        <translation>这里的实例只有一块磁盘：代码、数据集和检查点都放在上面。实例关机时它会保留，释放实例时一并删除：要留的东西请先拷出来。</translation>
    </message>
    <message>
        <source>Each machine prices its disk itself, by the GB and month: the next page shows it. The disk is billed while the instance is stopped too, until it is released.</source>
        <translation>每台机器的磁盘单价由机主自定，按 GB 每月计价：下一页会显示。实例关机时磁盘照样计费，直到释放为止。</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>数据卷</translation>
    </message>
    <message>
        <source>No volume (everything on the instance&apos;s disk, deleted on release)</source>
        <translation>不用数据卷（一切都在实例自己的盘上，释放时删除）</translation>
    </message>
    <message>
        <source>An instance here has one disk, kept while it is stopped and deleted when it is released. A volume outlives it, but lives on one machine: with a volume, the next page offers only that machine.</source>
        <translation>这里的实例只有一块盘：关机时保留，释放时删除。数据卷比实例活得久，但它只在一台机器上：选了数据卷，下一页就只列出那台机器。</translation>
    </message>
</context>
<context>
    <name>CreateGpuPage</name>
    <message>
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>For your own projects memory is usually the first limit, before compute. For token-by-token generation, memory bandwidth matters more than FP16.</source>
        <translation>对个人项目来说，显存往往是第一约束，其次才是算力。逐 token 生成时，显存带宽比 FP16 算力更要紧。</translation>
    </message>
    <message>
        <source>What will you run?</source>
        <translation>您要跑什么？</translation>
    </message>
    <message>
        <source>Data preparation, debugging</source>
        <translation>数据预处理、调试</translation>
    </message>
    <message>
        <source>Inference with a model</source>
        <translation>模型推理</translation>
    </message>
    <message>
        <source>LoRA / parameter-efficient fine-tuning</source>
        <translation>LoRA / 参数高效微调</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <source>Serving a large model</source>
        <translation>大模型推理部署</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> B 参数</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Free here</source>
        <translation>本区余量</translation>
    </message>
    <message>
        <source>For your job</source>
        <translation>适合您的任务吗</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>显卡数量：</translation>
    </message>
    <message>
        <source>Several GPUs help only when the code is distributed (DDP, DeepSpeed, FSDP…); otherwise it uses one and the others bill for nothing.</source>
        <translation>多卡只在代码做了分布式（DDP、DeepSpeed、FSDP…）时才有用；否则只会用到其中一张，其余白白计费。</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>Unverified accounts rent only small cards. &lt;a href=&quot;verify&quot;&gt;Verify your identity&lt;/a&gt; to rent the others (%1).</source>
        <translation>未实名认证的账号只能租小卡。&lt;a href=&quot;verify&quot;&gt;完成实名认证&lt;/a&gt;后可租其他卡型（%1）。</translation>
    </message>
    <message>
        <source>This needs about %1 GB of GPU memory.</source>
        <translation>大约需要 %1 GB 显存。</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>够用</translation>
    </message>
    <message numerus="yes">
        <source>needs %n cards</source>
        <translation>
            <numerusform>需要 %n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>needs real-name verification</source>
        <translation>需要实名认证</translation>
    </message>
    <message>
        <source>not in your quota</source>
        <translation>不在您的配额内</translation>
    </message>
    <message>
        <source>Several GPUs help only when the code is distributed (DDP, DeepSpeed, FSDP…); otherwise it uses one, and the others sit idle while your labmates wait for them.</source>
        <translation>只有分布式代码（DDP、DeepSpeed、FSDP…）才能用上多张卡；否则只用一张，其余的卡空着，而实验室的同学还在排队等。</translation>
    </message>
    <message>
        <source>How many GPUs</source>
        <translation>显卡数量</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Cores and memory</source>
        <translation>CPU 与内存</translation>
    </message>
    <message>
        <source>Cores and memory:</source>
        <translation>CPU 与内存：</translation>
    </message>
    <message>
        <source>More cores feed the card faster (data loading, preprocessing) and cost more.</source>
        <translation>核数越多，喂数据（加载、预处理）越快，价格也越高。</translation>
    </message>
    <message>
        <source>%1 cores, %2 GB memory — %3/h</source>
        <translation>%1 核，%2 GB 内存 — %3/小时</translation>
    </message>
</context>
<context>
    <name>CreateImagePage</name>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>none (bare system)</source>
        <translation>无（纯净系统）</translation>
    </message>
    <message>
        <source>saved by you%1</source>
        <translation>您保存的%1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>shared by %1 (a community image: check what it holds)</source>
        <translation>由 %1 分享（社区镜像：先看清里面装了什么）</translation>
    </message>
    <message>
        <source>another user</source>
        <translation>其他用户</translation>
    </message>
    <message>
        <source>A framework image saves the most painful part, installing CUDA and the framework: pick the framework version your code needs, and a CUDA that matches it. A bare system suits those who want full control. Your saved images, and images other users shared, are listed too.</source>
        <translation>框架镜像免去安装 CUDA 和框架之苦：选代码需要的版本。纯净系统给想完全掌控的人；也列出您保存的和他人分享的镜像。</translation>
    </message>
    <message>
        <source>A framework image saves the most painful part, installing CUDA and the framework: pick the framework version your code needs, and a CUDA that matches it. A bare system suits those who want full control. Your saved images are listed too.</source>
        <translation>框架镜像免去安装 CUDA 和框架之苦：选代码需要的版本。纯净系统给想完全掌控的人；您保存的镜像也列在这里。</translation>
    </message>
</context>
<context>
    <name>CreateOfferPage</name>
    <message>
        <source>Verified hosts only</source>
        <translation>只看已认证主机</translation>
    </message>
    <message>
        <source>Direct SSH port</source>
        <translation>直连 SSH 端口</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>DLPerf</source>
        <translation>DLPerf</translation>
    </message>
    <message>
        <source>Network down / up</source>
        <translation>网络 下行 / 上行</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Here you rent one host&apos;s machine, not just a card: the price, how much of the time the host has stayed up, and its network differ from one machine to the next. A host that goes down stops your job with it.</source>
        <translation>在这里租的是某位机主的一台机器，而不只是一张卡：价格、主机的在线时间和网络，每台机器都不一样。主机一掉线，你的任务就跟着停。</translation>
    </message>
    <message>
        <source>Hosts the marketplace has checked; unverified ones are cheaper and less predictable.</source>
        <translation>经过平台检验的主机；未认证的更便宜，但更难预料。</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Up at least:</source>
        <translation>在线时间至少：</translation>
    </message>
    <message>
        <source>CUDA at least:</source>
        <translation>CUDA 至少：</translation>
    </message>
    <message>
        <source>Looking for machines with %1…</source>
        <translation>正在查找带 %1 的机器…</translation>
    </message>
    <message>
        <source>verified, data centre</source>
        <translation>已认证，数据中心</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已认证</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未认证</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1 / %2 Mbps</source>
        <translation>%1 / %2 Mbps</translation>
    </message>
    <message>
        <source>%1/GB a month</source>
        <translation>%1/GB·月</translation>
    </message>
    <message>
        <source>%1; SSH through the proxy</source>
        <translation>%1；SSH 走代理</translation>
    </message>
    <message>
        <source>%1 × %2, with its disk</source>
        <translation>%1 × %2，含磁盘</translation>
    </message>
    <message>
        <source>Below the %1 you asked for: shown to compare prices.</source>
        <translation>低于你要求的 %1：列出来只为比较价格。</translation>
    </message>
    <message>
        <source>A port straight to the machine. Without one, SSH goes through the platform&apos;s proxy, which is slower for transfers, and the machine&apos;s published ports cannot be reached (a tunnel over SSH still works).</source>
        <translation>直达机器的端口。没有的话，SSH 要经过平台的代理：传文件更慢，机器对外开放的端口也连不上（通过 SSH 的隧道仍然可用）。</translation>
    </message>
</context>
<context>
    <name>CreateOptions</name>
    <message>
        <source>The %1 needs real-name verification: unverified accounts rent only small cards.</source>
        <translation>%1 需要实名认证：未认证的账号只能租小卡。</translation>
    </message>
    <message>
        <source>Your account&apos;s quota does not include the %1.</source>
        <translation>您账号的配额不含 %1。</translation>
    </message>
    <message>
        <source>%1 needs a card of compute capability %2 or newer; the %3 is %4.</source>
        <translation>%1 需要计算能力 %2 或更新的显卡；%3 的计算能力是 %4。</translation>
    </message>
    <message>
        <source>The CUDA %1 of %2 has no code for the %3 (compute capability %4): choose an image with a newer CUDA.</source>
        <translation>%2 里的 CUDA %1 不支持 %3（计算能力 %4）：请选 CUDA 更新的镜像。</translation>
    </message>
    <message>
        <source>plenty</source>
        <translation>充足</translation>
    </message>
    <message>
        <source>some</source>
        <translation>有一些</translation>
    </message>
    <message>
        <source>a few</source>
        <translation>不多</translation>
    </message>
    <message>
        <source>none now</source>
        <translation>暂时无卡</translation>
    </message>
    <message>
        <source>%1 is made for %2 only.</source>
        <translation>%1 只适用于 %2。</translation>
    </message>
</context>
<context>
    <name>CreatePortsPage</name>
    <message>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Each port chosen here is reachable from this computer while the instance runs, at the address its details show.</source>
        <translation>这里选的每个端口，在实例运行时都可以从本机访问，地址见实例详情。</translation>
    </message>
    <message>
        <source>TensorBoard (6006)</source>
        <translation>TensorBoard（6006）</translation>
    </message>
    <message>
        <source>Gradio (7860)</source>
        <translation>Gradio（7860）</translation>
    </message>
    <message>
        <source>Jupyter (8888)</source>
        <translation>Jupyter（8888）</translation>
    </message>
    <message>
        <source>e.g. 16006, 17860</source>
        <translation>例如 16006, 17860</translation>
    </message>
    <message>
        <source>Other ports:</source>
        <translation>其他端口：</translation>
    </message>
    <message>
        <source>A service must listen on all interfaces to be reached: start it with --host 0.0.0.0 (TensorBoard: --bind_all). Many listen on 127.0.0.1 by default, and are then unreachable from outside however the ports are set.

In use already? Pick a high port, above 16000, and check inside the instance with: ss -lntp</source>
        <translation>服务必须监听所有网卡才能被访问：启动时加 --host 0.0.0.0（TensorBoard 用 --bind_all）。很多框架默认只监听 127.0.0.1，这时端口怎么设置外面都访问不到。

端口被占用？换一个 16000 以上的高位端口，并在实例里用 ss -lntp 查看占用情况。</translation>
    </message>
</context>
<context>
    <name>CreateRegionPage</name>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Near you, SSH answers promptly; for a run left alone it matters little. Popular cards run out in the evenings and at weekends: another region often still has them.</source>
        <translation>选离您近的区域，SSH 回显更顺畅；只挂后台跑训练的话影响不大。热门卡型在晚上和周末常常无卡：换个区域往往还有。</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>GPUs free now</source>
        <translation>当前空闲显卡</translation>
    </message>
    <message>
        <source>The regions, cards and prices could not be read: %1</source>
        <translation>无法读取区域、卡型和价格：%1</translation>
    </message>
    <message>
        <source>Reading the regions, cards and prices…</source>
        <translation>正在读取区域、卡型和价格…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No GPU is free in %1 right now; no-GPU mode still works.</source>
        <translation>%1 当前没有空闲显卡；无卡模式仍然可用。</translation>
    </message>
    <message>
        <source>Free in %1 now: %2.</source>
        <translation>%1 当前空闲：%2。</translation>
    </message>
    <message>
        <source>Cards on offer now</source>
        <translation>现有卡型数</translation>
    </message>
    <message>
        <source>No GPU is free in %1 right now: another region may have the card.</source>
        <translation>%1 暂时没有空闲的 GPU：别的区域可能还有这款卡。</translation>
    </message>
    <message>
        <source>The cluster&apos;s partitions and cards could not be read: %1</source>
        <translation>读不到集群的分区和卡型：%1</translation>
    </message>
    <message>
        <source>Reading the cluster&apos;s partitions and cards…</source>
        <translation>正在读取集群的分区和卡型…</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>A cluster&apos;s partitions are its queues: each has its own nodes and the longest a job may run there. Where no card is free, a job waits in the queue until one is.</source>
        <translation>集群的分区就是它的队列：每个分区有自己的节点，以及作业在那里最长能运行多久。没有空闲的卡时，作业会排队，直到有卡空出来。</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Longest job</source>
        <translation>作业最长时间</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>No GPU is free in %1 right now: a job asking for one waits in the queue until one is.</source>
        <translation>%1 现在没有空闲的 GPU：申请 GPU 的作业会排队，直到有卡空出来。</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
</context>
<context>
    <name>CreateSummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Check what it will cost, name it, and create it.</source>
        <translation>确认费用，起个名字，然后创建。</translation>
    </message>
    <message>
        <source>e.g. llama-lora</source>
        <translation>例如 llama-lora</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>区域：</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>显卡：</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Billing:</source>
        <translation>计费：</translation>
    </message>
    <message>
        <source>daily package (not refunded)</source>
        <translation>包日（不退款）</translation>
    </message>
    <message>
        <source>weekly package (not refunded)</source>
        <translation>包周（不退款）</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按量计费</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>镜像：</translation>
    </message>
    <message>
        <source>System disk:</source>
        <translation>系统盘：</translation>
    </message>
    <message>
        <source>%1 GB, deleted on release</source>
        <translation>%1 GB，释放即删除</translation>
    </message>
    <message>
        <source>none: everything is deleted on release</source>
        <translation>无：释放时一切都会删除</translation>
    </message>
    <message>
        <source>the volume %1 (%2 GB), kept after release</source>
        <translation>数据卷 %1（%2 GB），释放后仍保留</translation>
    </message>
    <message>
        <source>%1 GB, kept through stops, deleted on release</source>
        <translation>%1 GB，关机保留，释放即删除</translation>
    </message>
    <message>
        <source>Data disk:</source>
        <translation>数据盘：</translation>
    </message>
    <message>
        <source>Ports:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Starts:</source>
        <translation>开机方式：</translation>
    </message>
    <message>
        <source>without a GPU, to prepare</source>
        <translation>无卡模式，先做准备</translation>
    </message>
    <message>
        <source>with its GPU</source>
        <translation>带显卡</translation>
    </message>
    <message numerus="yes">
        <source>%1/h with the GPU, %2/h without it. %n hour(s) with the GPU: %3. Stopped, its disks cost %4 a day.</source>
        <translation>
            <numerusform>有卡每小时 %1，无卡每小时 %2。有卡使用 %n 小时：%3。关机后磁盘每天 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>This region has fewer %1 free than asked for right now: the platform may refuse, and will say where there are some.</source>
        <translation>这个区域当前空闲的 %1 少于所需：平台可能拒绝，并会告诉您哪里还有。</translation>
    </message>
    <message>
        <source>Your balance of %1 lasts about %2 at %3/h, less than the hours you expect: recharge first, or it stops when the money runs out.</source>
        <translation>您的余额 %1 按每小时 %3 只够用约 %2，少于预计时长：请先充值，否则余额用完时实例会被停机。</translation>
    </message>
    <message>
        <source>The package costs %1 up front; your balance is %2.</source>
        <translation>套餐需预付 %1；您的余额是 %2。</translation>
    </message>
    <message>
        <source>Without a data disk, code, data sets and checkpoints live on the system disk and are deleted on release.</source>
        <translation>没有数据盘时，代码、数据集和 checkpoint 都在系统盘上，释放即删除。</translation>
    </message>
    <message>
        <source>%1 GPUs help only if the code is distributed across them.</source>
        <translation>%1 张显卡只有在代码做了分布式时才有用。</translation>
    </message>
    <message>
        <source>Creating…</source>
        <translation>正在创建…</translation>
    </message>
    <message>
        <source>Your volume is in %1: an instance elsewhere cannot attach it.</source>
        <translation>您的数据卷在 %1：其他区域的实例无法挂载它。</translation>
    </message>
    <message>
        <source>Create in %1</source>
        <translation>在 %1 创建</translation>
    </message>
    <message>
        <source>Create with the %1 here</source>
        <translation>在本区改用 %1 创建</translation>
    </message>
    <message>
        <source>Change it</source>
        <translation>去修改</translation>
    </message>
    <message>
        <source>Verify your identity…</source>
        <translation>实名认证…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>This region has fewer %1 free than asked for right now. Starting without the GPU needs none; when you start it with the GPU, there may be none free here.</source>
        <translation>这个区域当前空闲的 %1 少于所需。无卡模式开机不需要显卡；之后带显卡开机时，这里可能没有空闲的卡。</translation>
    </message>
    <message>
        <source>Diagnose…</source>
        <translation>诊断…</translation>
    </message>
    <message>
        <source>Autostop: stop it by itself when nobody uses it</source>
        <translation>自动关机：无人使用时自动关机</translation>
    </message>
    <message>
        <source>Off: it bills until you stop it.</source>
        <translation>已关闭：它会一直计费，直到你手动关机。</translation>
    </message>
    <message>
        <source>Off: it bills until you stop it — %1.</source>
        <translation>已关闭：它会一直计费，直到你手动关机 — %1。</translation>
    </message>
    <message>
        <source>After %1 with nothing running on the GPU, no terminal, tunnel or transfer (%2 without the GPU), it stops itself: a forgotten night costs at most %3 instead of %4. The instance&apos;s Autostop action changes it any time.</source>
        <translation>GPU 上没有程序、没有终端、隧道或传输满 %1（无卡模式 %2）后，它会自动关机：忘关一夜最多花 %3，而不是 %4。随时可用实例的“自动关机”操作修改。</translation>
    </message>
    <message>
        <source>%1 GB, emptied at every stop</source>
        <translation>%1 GB，每次关机清空</translation>
    </message>
    <message>
        <source>none: everything is lost at the first stop</source>
        <translation>无：第一次关机就会丢失全部内容</translation>
    </message>
    <message numerus="yes">
        <source>%1/h while it runs. %n hour(s): %2. Stopped, its disks cost %3 a day.</source>
        <translation>
            <numerusform>运行时每小时 %1。%n 小时：%2。关机后磁盘每天 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1/h while it runs. %n hour(s): %2. Its disks are billed at the platform&apos;s storage rates.</source>
        <translation>
            <numerusform>运行时每小时 %1。%n 小时：%2。磁盘按平台的存储单价另计。</numerusform>
        </translation>
    </message>
    <message>
        <source>Without a data disk, code, data sets and checkpoints live on the system disk and are lost at the first stop.</source>
        <translation>没有数据盘时，代码、数据集和 checkpoint 都在系统盘上，第一次关机就会丢失。</translation>
    </message>
    <message>
        <source>gpudesk starts it on the instance at each boot; when the instance first runs, it asks you to confirm its host key.</source>
        <translation>gpudesk 会在每次开机时在实例上启动它；实例第一次运行时，会请你确认它的主机密钥。</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>机器：</translation>
    </message>
    <message>
        <source>in %1, its host up %2 of the time (offer %3)</source>
        <translation>位于 %1，主机在线时间 %2（报价 %3）</translation>
    </message>
    <message>
        <source>Disk:</source>
        <translation>磁盘：</translation>
    </message>
    <message>
        <source>This machine&apos;s host has been up only %1 of the time: if it goes down, your job stops with it. Save checkpoints often.</source>
        <translation>这台机器的主机在线时间只有 %1：它一掉线，你的任务就跟着停。请勤存检查点。</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>数据卷：</translation>
    </message>
    <message>
        <source>%1 (%2 GB) at %3, kept after release; %4 a day</source>
        <translation>%1（%2 GB），挂在 %3，释放后保留；每天 %4</translation>
    </message>
    <message>
        <source>%1 (%2 GB) at %3, kept after release</source>
        <translation>%1（%2 GB），挂在 %3，释放后保留</translation>
    </message>
    <message>
        <source>Check what the job asks for, name it, and submit it.</source>
        <translation>核对作业申请的资源，起个名字，然后提交。</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>分区：</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>时间上限：</translation>
    </message>
    <message>
        <source>%1; then Slurm ends the job</source>
        <translation>%1；到时 Slurm 会结束作业</translation>
    </message>
    <message>
        <source>the partition&apos;s default</source>
        <translation>分区的默认值</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>your home and the cluster&apos;s shared folders, kept after the job; what is only on the node&apos;s own disk is gone when the job ends</source>
        <translation>你的主目录和集群的共享目录，作业结束后仍保留；只在节点本地磁盘上的东西，作业结束就没了</translation>
    </message>
    <message>
        <source>At most %1 GPU-hours of your lab&apos;s share.</source>
        <translation>最多占用实验室份额中的 %1 GPU 小时。</translation>
    </message>
    <message>
        <source>Fewer %1 are free in %2 than the job asks for right now: it waits in the queue until they are, and gpudesk shows its place and the scheduler&apos;s reason.</source>
        <translation>%2 现在空闲的 %1 比作业申请的少：作业会排队等到有卡，gpudesk 会显示它的排队位置和调度器给出的原因。</translation>
    </message>
    <message>
        <source>After %1 with nothing running on the GPU, no terminal, tunnel or transfer, it ends the job, so the cards go to the next person in the queue. The instance&apos;s Autostop action changes it any time.</source>
        <translation>GPU 上连续 %1 没有任何程序在跑、也没有终端、隧道或传输时，它会结束作业，把卡让给队列里的下一个人。随时可以在实例的“自动关机”里修改。</translation>
    </message>
    <message>
        <source>Off: the job holds its cards until its time limit, even when nothing runs.</source>
        <translation>关闭：作业会一直占着卡直到时间上限，即使什么都没在跑。</translation>
    </message>
    <message>
        <source>Container image:</source>
        <translation>容器镜像：</translation>
    </message>
    <message>
        <source>Paid by:</source>
        <translation>支付方式：</translation>
    </message>
    <message>
        <source>your voucher (%1 left, until %2), then your balance</source>
        <translation>先用代金券（剩余 %1，有效期至 %2），再用余额</translation>
    </message>
    <message>
        <source>your balance: your vouchers do not pay for this card</source>
        <translation>余额：你的代金券不能抵扣这款显卡</translation>
    </message>
    <message>
        <source>Create it when one is free…</source>
        <translation>有卡时自动创建…</translation>
    </message>
    <message>
        <source>gpudesk watches the stock (for up to 2 hours, while it runs) and makes this instance as soon as the card is free here, at no more than %1/h.</source>
        <translation>gpudesk 会盯着库存（最长 2 小时，需保持运行），这里一有空闲的卡就创建这台实例，价格不超过每小时 %1。</translation>
    </message>
    <message>
        <source>Tell me when one is free</source>
        <translation>有卡时通知我</translation>
    </message>
    <message>
        <source>gpudesk watches the stock (for up to 2 hours, while it runs) and tells you, and your phone alerts, when the card is free here.</source>
        <translation>gpudesk 会盯着库存（最长 2 小时，需保持运行），这里一有空闲的卡就通知你和你的手机提醒。</translation>
    </message>
    <message>
        <source>monthly package (not refunded)</source>
        <translation>包月（不退款）</translation>
    </message>
    <message>
        <source>Cores and memory:</source>
        <translation>CPU 与内存：</translation>
    </message>
    <message>
        <source>%1 cores, %2 GB memory</source>
        <translation>%1 核，%2 GB 内存</translation>
    </message>
</context>
<context>
    <name>CreateTimePage</name>
    <message>
        <source>Time limit</source>
        <translation>时间上限</translation>
    </message>
    <message>
        <source>Every job on a cluster has one: when it is reached, Slurm ends the job, whatever is running. A shorter limit often starts sooner, when the scheduler can fit it into a gap.</source>
        <translation>集群上的每个作业都有时间上限：时间一到，Slurm 就会结束作业，不管里面在跑什么。上限设短一些往往能更早开始，因为调度器能把它塞进空档。</translation>
    </message>
    <message>
        <source>Run for at most:</source>
        <translation>最长运行：</translation>
    </message>
    <message>
        <source>Save checkpoints as you go: gpudesk warns you 30 and 5 minutes before the end, and a job that ends can be started again (a new job with the same settings), but what was only in its memory is gone.</source>
        <translation>边跑边保存检查点：gpudesk 会在结束前 30 分钟和 5 分钟提醒你。结束的作业可以重新启动（用同样设置的新作业），但只在内存里的东西就没了。</translation>
    </message>
    <message>
        <source>%1 (the longest here)</source>
        <translation>%1（这里的最长时间）</translation>
    </message>
    <message>
        <source>Jobs in the partition %1 may run for %2 at most; ask its admins if you need longer.</source>
        <translation>分区 %1 的作业最多运行 %2；需要更长时间请联系管理员。</translation>
    </message>
    <message>
        <source>The partition %1 sets no limit of its own; the cluster may still end long jobs.</source>
        <translation>分区 %1 自己没有设上限；集群仍可能结束运行太久的作业。</translation>
    </message>
    <message numerus="yes">
        <source>Holds %n card(s) for up to %1: at most %2 GPU-hours of your lab&apos;s share.</source>
        <translation>
            <numerusform>占用 %n 张卡，最长 %1：最多占用实验室份额中的 %2 GPU 小时。</numerusform>
        </translation>
    </message>
    <message>
        <source>none: the cluster&apos;s own software</source>
        <translation>不用：使用集群自己的软件</translation>
    </message>
    <message>
        <source>Container image (optional):</source>
        <translation>容器镜像（可选）：</translation>
    </message>
    <message>
        <source>Your cluster runs jobs in container images (pyxis): name one like nvcr.io#nvidia/pytorch:24.05-py3, and your terminal, VS Code and startup script run in it, with your home folder. The first start of an image takes minutes.</source>
        <translation>你的集群能在容器镜像里运行作业（pyxis）：填一个镜像名，例如 nvcr.io#nvidia/pytorch:24.05-py3，你的终端、VS Code 和启动脚本就在里面运行，家目录也在。一个镜像第一次启动要几分钟。</translation>
    </message>
    <message>
        <source>“%1” is not a container image: name one like nvcr.io#nvidia/pytorch:24.05-py3 or docker://ubuntu:22.04.</source>
        <translation>“%1”不是容器镜像名：请填类似 nvcr.io#nvidia/pytorch:24.05-py3 或 docker://ubuntu:22.04 的名字。</translation>
    </message>
</context>
<context>
    <name>CreateWizard</name>
    <message>
        <source>Create an instance</source>
        <translation>创建实例</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
</context>
<context>
    <name>CreationDoctor</name>
    <message>
        <source>That card is out of stock here right now: nothing is wrong with your choices.</source>
        <translation>该地区这款卡暂时没有库存：你的选择本身没有问题。</translation>
    </message>
    <message>
        <source>Create it in %1, where it is free now.</source>
        <translation>在 %1 创建，那里现在有空闲。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Take a similar card here: %1.</source>
        <translation>换用本地区的相近卡型：%1。</translation>
    </message>
    <message>
        <source>Start it without a GPU now and with the GPU later: no-GPU mode needs no stock.</source>
        <translation>先以无卡模式开机，稍后再带卡开机：无卡模式不占库存。</translation>
    </message>
    <message>
        <source>Your account&apos;s level does not allow this yet: the card needs real-name verification.</source>
        <translation>你的账号等级还不允许：这款卡需要实名认证。</translation>
    </message>
    <message>
        <source>Your account keeps as many instances as it may.</source>
        <translation>你的账号保留的实例数已达上限。</translation>
    </message>
    <message>
        <source>Verify your real name (Security page); the review takes a few minutes, then create it again.</source>
        <translation>请完成实名认证（“账号安全”页）；审核需要几分钟，通过后再创建。</translation>
    </message>
    <message>
        <source>Release an instance you no longer need, or verify the account for a higher quota.</source>
        <translation>释放一台不再需要的实例，或完成实名认证以提高配额。</translation>
    </message>
    <message>
        <source>Add money (Billing page), then try again.</source>
        <translation>充值（“账单”页）后再试。</translation>
    </message>
    <message>
        <source>Raise or remove the spend limit (Billing page), or wait for tomorrow&apos;s.</source>
        <translation>提高或取消消费限额（“账单”页），或等到明天重新计算。</translation>
    </message>
    <message>
        <source>The choices do not fit together: %1</source>
        <translation>这些选择彼此不匹配：%1</translation>
    </message>
    <message>
        <source>Make the system disk at least as large as the image.</source>
        <translation>把系统盘调到不小于镜像的大小。</translation>
    </message>
    <message>
        <source>Choose an image whose CUDA drives the card (a newer CUDA for a newer card).</source>
        <translation>选择 CUDA 能驱动这款卡的镜像（新卡需要新 CUDA）。</translation>
    </message>
    <message>
        <source>Change %1 in the create wizard.</source>
        <translation>在创建向导中修改 %1。</translation>
    </message>
    <message>
        <source>The platform failed, not your request: %1</source>
        <translation>是平台出了问题，而不是你的请求：%1</translation>
    </message>
    <message>
        <source>Try again in a minute.</source>
        <translation>请一分钟后再试。</translation>
    </message>
    <message>
        <source>%1 never finished booting, and the platform gave up. This is not your fault: the host it landed on did not come up.</source>
        <translation>%1 一直没能开机完成，平台已放弃。这不是你的问题：它所在的宿主机没有起来。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has been starting for %n minute(s). This is not your fault: the host it landed on is not coming up.</source>
        <translation>
            <numerusform>%1 已经开机了 %n 分钟还没完成。这不是你的问题：它所在的宿主机起不来。</numerusform>
        </translation>
    </message>
    <message>
        <source>Release it and create it again: the new one lands on another host.</source>
        <translation>释放后重新创建：新实例会落到另一台宿主机上。</translation>
    </message>
    <message>
        <source>If it holds work from earlier boots, keep it first: save an image of its system disk, and copy the data disk&apos;s files (a volume outlives a release).</source>
        <translation>如果里面有之前开机留下的成果，先保存：给系统盘存一个镜像，并拷出数据盘的文件（数据卷在释放后仍保留）。</translation>
    </message>
    <message>
        <source>%1 waits in the cluster&apos;s queue; the scheduler has not looked at it yet.</source>
        <translation>%1 正在集群队列中等待，调度器还没有处理它。</translation>
    </message>
    <message>
        <source>Wait a few seconds: the scheduler says why at its next pass.</source>
        <translation>请等几秒：调度器下一轮会给出原因。</translation>
    </message>
    <message>
        <source>%1 waits for cards: every card it can use is busy with other jobs.</source>
        <translation>%1 在等显卡：它能用的卡都被其他作业占用。</translation>
    </message>
    <message>
        <source>Wait: it starts as soon as the cards are free.</source>
        <translation>请等待：卡一空出来它就会开始。</translation>
    </message>
    <message>
        <source>Or ask for fewer cards, another card or another partition (release it and create it again).</source>
        <translation>或者少要几张卡、换一种卡或换一个分区（释放后重新创建）。</translation>
    </message>
    <message>
        <source>%1 waits its turn: jobs with a higher priority go first.</source>
        <translation>%1 在排队：优先级更高的作业先运行。</translation>
    </message>
    <message>
        <source>Wait. A shorter time limit lets the scheduler start it in a gap sooner.</source>
        <translation>请等待。时限设短一些，调度器能更早把它插进空档。</translation>
    </message>
    <message>
        <source>%1 asks for more time than its partition allows: it will never start.</source>
        <translation>%1 申请的时长超过了分区允许的上限：它永远不会开始。</translation>
    </message>
    <message>
        <source>Release it and create it again with a shorter time limit.</source>
        <translation>请释放它，用更短的时限重新创建。</translation>
    </message>
    <message>
        <source>%1 waits because you already hold as much as your share of the cluster allows (%2).</source>
        <translation>%1 在等待，因为你占用的资源已达到集群给你的上限（%2）。</translation>
    </message>
    <message>
        <source>Stop one of your other instances, or ask for fewer cards: it starts once you are under the limit.</source>
        <translation>关掉你的其他实例，或少要几张卡：低于上限后它就会开始。</translation>
    </message>
    <message>
        <source>If you need more, ask the cluster&apos;s admins.</source>
        <translation>如果需要更多，请联系集群管理员。</translation>
    </message>
    <message>
        <source>%1 waits because your group has used what it may (%2): its GPU time or its share of cards.</source>
        <translation>%1 在等待，因为你所在课题组的额度已用完（%2）：GPU 时长或可用的卡数。</translation>
    </message>
    <message>
        <source>Ask the person who runs your group&apos;s account, or the admins, for more; or wait for the group&apos;s use to go down.</source>
        <translation>请找课题组账户的负责人或管理员增加额度，或等组里的用量降下来。</translation>
    </message>
    <message>
        <source>%1 waits because the nodes it needs are down or reserved (maintenance?): %2.</source>
        <translation>%1 在等待，因为它需要的节点已宕机或被预留（维护中？）：%2。</translation>
    </message>
    <message>
        <source>Wait for the nodes to come back, or release it and create it in another partition.</source>
        <translation>请等节点恢复，或释放后在另一个分区重新创建。</translation>
    </message>
    <message>
        <source>%1 is held: it will not start until it is released (%2).</source>
        <translation>%1 被挂起：解除挂起之前不会开始（%2）。</translation>
    </message>
    <message>
        <source>Ask the cluster&apos;s admins why it is held.</source>
        <translation>请问集群管理员为什么被挂起。</translation>
    </message>
    <message>
        <source>%1 waits for a time or another job set for it (%2).</source>
        <translation>%1 在等待设定的时间或另一个作业（%2）。</translation>
    </message>
    <message>
        <source>Wait.</source>
        <translation>请等待。</translation>
    </message>
    <message>
        <source>%1 waits in the cluster&apos;s queue; the scheduler says: %2.</source>
        <translation>%1 正在集群队列中等待，调度器给出的原因：%2。</translation>
    </message>
    <message>
        <source>Wait, or ask the cluster&apos;s admins what it means.</source>
        <translation>请等待，或问集群管理员这是什么意思。</translation>
    </message>
    <message>
        <source>It is number %1 in line.</source>
        <translation>它排在第 %1 位。</translation>
    </message>
    <message>
        <source>The scheduler expects to start it at %1 (UTC).</source>
        <translation>调度器预计在 %1（UTC）开始运行它。</translation>
    </message>
</context>
<context>
    <name>Ctl</name>
    <message>
        <source>This moves money or widens access: confirm it is you (not asked again for ten minutes).</source>
        <translation>此操作涉及资金或扩大访问权限：请确认是你本人（十分钟内不再询问）。</translation>
    </message>
    <message>
        <source>logged in, but the session could not be kept: %1</source>
        <translation>已登录，但无法保存会话：%1</translation>
    </message>
    <message>
        <source>warning: no keychain answered (%1); the session is kept in %2 (readable by you only)</source>
        <translation>警告：没有可用的钥匙串（%1）；会话保存在 %2（仅你本人可读）</translation>
    </message>
    <message>
        <source>no instance is called &apos;%1&apos; (see gpudeskctl ls)</source>
        <translation>没有名为“%1”的实例（见 gpudeskctl ls）</translation>
    </message>
    <message>
        <source>%1 instances are called &apos;%2&apos;; use an id: %3</source>
        <translation>有 %1 个实例名为“%2”；请使用 ID：%3</translation>
    </message>
    <message>
        <source>(stopped: moved by hand)</source>
        <translation>（时钟已停：手动推进）</translation>
    </message>
    <message>
        <source>(amounts like %1)</source>
        <translation>（金额形如 %1）</translation>
    </message>
    <message>
        <source>logging in: %1</source>
        <translation>登录：%1</translation>
    </message>
    <message>
        <source>logged in with %1</source>
        <translation>已通过 %1 登录</translation>
    </message>
    <message>
        <source>Phone or e-mail: </source>
        <translation>手机号或邮箱：</translation>
    </message>
    <message>
        <source>logged in as %1 until %2</source>
        <translation>已以 %1 身份登录，有效期至 %2</translation>
    </message>
    <message>
        <source>logged out</source>
        <translation>已退出登录</translation>
    </message>
    <message>
        <source>(member of %1)</source>
        <translation>（%1 的成员）</translation>
    </message>
    <message>
        <source>not given by this platform; see %1</source>
        <translation>此平台未提供；见 %1</translation>
    </message>
    <message>
        <source>not given by this platform; see its web site</source>
        <translation>此平台未提供；请查看其网站</translation>
    </message>
    <message>
        <source>(the balance is on the platform&apos;s web site)</source>
        <translation>（余额请在平台网站上查看）</translation>
    </message>
    <message>
        <source>lasts %1 at %2/h</source>
        <translation>按 %2/小时 还可用 %1</translation>
    </message>
    <message>
        <source>spend limit reached in %1</source>
        <translation>%1 后将达到消费上限</translation>
    </message>
    <message>
        <source>%1 GB (weights %2, KV cache %3, activations %4, optimizer %5, runtime %6, headroom %7)</source>
        <translation>%1 GB（权重 %2，KV 缓存 %3，激活值 %4，优化器 %5，运行时 %6，余量 %7）</translation>
    </message>
    <message>
        <source>(log in to see which of the platform&apos;s cards fit: %1)</source>
        <translation>（登录后可查看平台上哪些显卡放得下：%1）</translation>
    </message>
    <message>
        <source>this platform runs no startup scripts, so gpudeskctl cannot install autostop on %1 for every boot</source>
        <translation>此平台不运行启动脚本，因此 gpudeskctl 无法在 %1 每次开机时安装自动关机</translation>
    </message>
    <message>
        <source>%1: autostop %2</source>
        <translation>%1：自动关机 %2</translation>
    </message>
    <message>
        <source>a night forgotten (12 h) now costs %1 at %2/h</source>
        <translation>忘记关机一晚（12 h）现在要花 %1（%2/h）</translation>
    </message>
    <message>
        <source>from its next boot on</source>
        <translation>从下次开机起</translation>
    </message>
    <message>
        <source>the change is saved for the next boots, but this boot did not take it: %1</source>
        <translation>更改已保存，以后开机时生效，但本次开机未能应用：%1</translation>
    </message>
    <message>
        <source>from now on (and at every boot)</source>
        <translation>从现在起（以及每次开机时）</translation>
    </message>
    <message>
        <source>%1: %2; autostop %3 from its next boot</source>
        <translation>%1：%2；从下次开机起自动关机 %3</translation>
    </message>
    <message>
        <source>%1: %2; autostop not installed from its next boot</source>
        <translation>%1：%2；从下次开机起不安装自动关机</translation>
    </message>
    <message>
        <source>%1 has no autostop agent in this boot (switch it on: gpudeskctl autostop %2 --idle 30m)</source>
        <translation>%1 本次开机没有运行自动关机代理（开启方法：gpudeskctl autostop %2 --idle 30m）</translation>
    </message>
    <message>
        <source>not watching yet (see ~/.gpudesk/autostop.log on the instance)</source>
        <translation>尚未开始监测（见实例上的 ~/.gpudesk/autostop.log）</translation>
    </message>
    <message>
        <source>stopping at %1</source>
        <translation>将于 %1 关机</translation>
    </message>
    <message>
        <source>idle since %1</source>
        <translation>自 %1 起空闲</translation>
    </message>
    <message>
        <source>armed: in use (%1)</source>
        <translation>已启用：使用中（%1）</translation>
    </message>
    <message>
        <source>last decisions (~/.gpudesk/autostop.log on the instance has them all):</source>
        <translation>最近的判断（完整记录见实例上的 ~/.gpudesk/autostop.log）：</translation>
    </message>
    <message>
        <source>this platform takes payments on its web site: %1</source>
        <translation>此平台只能在其网站上付款：%1</translation>
    </message>
    <message>
        <source>added %1; balance: %2</source>
        <translation>已充值 %1；余额：%2</translation>
    </message>
    <message>
        <source>no payments between %1 and %2</source>
        <translation>%1 至 %2 之间没有付款记录</translation>
    </message>
    <message>
        <source>no ledger lines</source>
        <translation>没有账单明细</translation>
    </message>
    <message>
        <source>total: %1 (spent %2, paid in or covered %3)</source>
        <translation>合计：%1（支出 %2，充值或抵扣 %3）</translation>
    </message>
    <message>
        <source>(the latest %1 lines; --month YYYY-MM for a whole month)</source>
        <translation>（最近 %1 条；用 --month YYYY-MM 查看整月）</translation>
    </message>
    <message>
        <source>total: %1 from %2 to %3 (%4)</source>
        <translation>合计：%2 至 %3 共 %1（%4）</translation>
    </message>
    <message>
        <source>this month: %1 GPU-hours; last month: %2 GPU-hours (%3 jobs, from the cluster&apos;s accounting)</source>
        <translation>本月：%1 GPU 小时；上月：%2 GPU 小时（%3 个作业，来自集群的记账数据）</translation>
    </message>
    <message>
        <source>this month: %1 GPU-hours; last month: %2 GPU-hours (%3 jobs, as this computer saw gpudesk&apos;s)</source>
        <translation>本月：%1 GPU 小时；上月：%2 GPU 小时（%3 个作业，按本机所见的 gpudesk 作业统计）</translation>
    </message>
    <message>
        <source>quota of account %1: %2 of %3 GPU-hours left (your jobs used %4 since %5; the account&apos;s other users count too)</source>
        <translation>账户 %1 的配额：%3 GPU 小时中还剩 %2（自 %5 起你的作业用了 %4；该账户其他用户的用量也计入）</translation>
    </message>
    <message>
        <source>the lines of %1 add up to %2 but the platform&apos;s total is %3; nothing written, run it again</source>
        <translation>%1 的明细加起来是 %2，但平台给出的合计是 %3；未写入任何内容，请重新运行</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2 lines, total %3, as the platform counts it</source>
        <translation>%1：%2 条，合计 %3（按平台统计）</translation>
    </message>
    <message>
        <source>no SSH keys; add one with: gpudeskctl ssh-keys add ~/.ssh/id_ed25519.pub</source>
        <translation>没有 SSH 密钥；添加方法：gpudeskctl ssh-keys add ~/.ssh/id_ed25519.pub</translation>
    </message>
    <message>
        <source>added %1: %2 %3</source>
        <translation>已添加 %1：%2 %3</translation>
    </message>
    <message>
        <source>removed %1; running instances refuse it from now on</source>
        <translation>已删除 %1；运行中的实例从现在起将拒绝该密钥</translation>
    </message>
    <message>
        <source>token %1 (%2), until %3: shown once, keep it now</source>
        <translation>令牌 %1（%2），有效期至 %3：只显示这一次，请立即保存</translation>
    </message>
    <message>
        <source>revoked %1</source>
        <translation>已吊销 %1</translation>
    </message>
    <message>
        <source>token %1 (%2) replaces %3: shown once, keep it now; the old secret works %4 more minutes</source>
        <translation>令牌 %1（%2）替换 %3：只显示这一次，请立即保存；旧令牌还能用 %4 分钟</translation>
    </message>
    <message>
        <source>token %1 (%2) replaces %3: shown once, keep it now; the old secret stopped working</source>
        <translation>令牌 %1（%2）替换 %3：只显示这一次，请立即保存；旧令牌已失效</translation>
    </message>
    <message>
        <source>measuring the system disk: %1</source>
        <translation>统计系统盘占用：%1</translation>
    </message>
    <message>
        <source>system disk: %1 (an image holds at most %2)</source>
        <translation>系统盘：%1（镜像最多容纳 %2）</translation>
    </message>
    <message>
        <source>%1  %2  (a cache: --clean removes it)</source>
        <translation>%1  %2  （缓存：--clean 会删除它）</translation>
    </message>
    <message>
        <source>%1  %2  (move it to the data disk)</source>
        <translation>%1  %2  （请移到数据盘）</translation>
    </message>
    <message>
        <source>cleaning the caches: %1</source>
        <translation>清理缓存：%1</translation>
    </message>
    <message>
        <source>cleaned the caches: the system disk holds %1 now</source>
        <translation>已清理缓存：系统盘现在占用 %1</translation>
    </message>
    <message>
        <source>not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>stopping %1 to save its system disk</source>
        <translation>正在将 %1 关机，以保存其系统盘</translation>
    </message>
    <message>
        <source>not saved: the system disk holds %1; an image holds at most %2. Start it and run images save %3 --name %4 --clean to see what is big and clean the caches, or move data sets and checkpoints to the data disk</source>
        <translation>未保存：系统盘占用 %1，而镜像最多容纳 %2。请开机并运行 images save %3 --name %4 --clean，查看哪些文件占用大并清理缓存，或把数据集和检查点移到数据盘</translation>
    </message>
    <message>
        <source>saved %1 (%2, %3 GB): create from it with --image %4</source>
        <translation>已保存 %1（%2，%3 GB）：用 --image %4 以它创建实例</translation>
    </message>
    <message>
        <source>no instances; create one with: gpudeskctl create --name N --region R --gpu TYPE --image I</source>
        <translation>没有实例；创建方法：gpudeskctl create --name N --region R --gpu TYPE --image I</translation>
    </message>
    <message>
        <source>(a relay that carries a shell only: scp, sftp, rsync and tunnels need a direct connection, which the instance has while it runs)</source>
        <translation>（仅能转发 shell 的中继：scp、sftp、rsync 和隧道需要直接连接，实例运行时才有）</translation>
    </message>
    <message>
        <source>(through the platform&apos;s SSH proxy: transfers are slower, and the machine&apos;s ports are reached only through a tunnel: gpudeskctl tunnel)</source>
        <translation>（经由平台的 SSH 代理：传输较慢，且机器的端口只能通过隧道访问：gpudeskctl tunnel）</translation>
    </message>
    <message>
        <source>not given by the platform; compare it when ssh first asks, then it is pinned</source>
        <translation>平台未提供；ssh 首次询问时请核对，之后即被固定</translation>
    </message>
    <message>
        <source>not relayed (not running)</source>
        <translation>未中继（未运行）</translation>
    </message>
    <message>
        <source>%1, number %2 in line, expected to start at %3</source>
        <translation>%1，排队第 %2 位，预计 %3 开始</translation>
    </message>
    <message>
        <source>%1, number %2 in line</source>
        <translation>%1，排队第 %2 位</translation>
    </message>
    <message>
        <source>%1, expected to start at %2</source>
        <translation>%1，预计 %2 开始</translation>
    </message>
    <message>
        <source>created %1 (%2), %3; it may wait in the cluster&apos;s queue (gpudeskctl show says why)</source>
        <translation>已创建 %1（%2），%3；可能需要在集群队列中等待（gpudeskctl show 会显示原因）</translation>
    </message>
    <message>
        <source>created %1 (%2), %3; billing starts when it runs (gpudeskctl cost shows it)</source>
        <translation>已创建 %1（%2），%3；运行后开始计费（gpudeskctl cost 可查看费用）</translation>
    </message>
    <message>
        <source>autostop: it ends the job, freeing its cards, after %1 idle; change it with gpudeskctl autostop %2</source>
        <translation>自动关机：空闲 %1 后结束作业并释放其显卡；可用 gpudeskctl autostop %2 修改</translation>
    </message>
    <message>
        <source>autostop: it stops by itself after %1 idle; change it with gpudeskctl autostop %2</source>
        <translation>自动关机：空闲 %1 后自动关机；可用 gpudeskctl autostop %2 修改</translation>
    </message>
    <message>
        <source>autostop: it stops by itself after %1 idle in GPU mode (%2 in no-GPU mode); change it with gpudeskctl autostop %3</source>
        <translation>自动关机：GPU 模式下空闲 %1 后自动关机（无卡模式下为 %2）；可用 gpudeskctl autostop %3 修改</translation>
    </message>
    <message>
        <source>autostop: off; a forgotten job holds its cards until its time limit</source>
        <translation>自动关机：关闭；忘记结束的作业会一直占用显卡，直到时间上限</translation>
    </message>
    <message>
        <source>autostop: off; a forgotten instance bills until you stop it</source>
        <translation>自动关机：关闭；忘记关机的实例会一直计费，直到你将其关机</translation>
    </message>
    <message>
        <source>%1: %2 on %3 x %4 (was %5 x %6); its disks are kept, and the rate is the new card&apos;s from this boot</source>
        <translation>%1：%2，使用 %3 x %4（原为 %5 x %6）；磁盘保留，从本次开机起按新显卡的价格计费</translation>
    </message>
    <message>
        <source>%1: %2 in no-GPU mode</source>
        <translation>%1：%2（无卡模式）</translation>
    </message>
    <message>
        <source>%1: %2; its disks are kept and cost storage until released</source>
        <translation>%1：%2；其磁盘保留，释放前会持续收取存储费用</translation>
    </message>
    <message>
        <source>%1 is %2 (%3), not %4</source>
        <translation>%1 当前为 %2（%3），不是 %4</translation>
    </message>
    <message>
        <source>%1 is still %2 after %3 s</source>
        <translation>%1 在 %3 s 后仍为 %2</translation>
    </message>
    <message>
        <source>invoice %1 requested: %2 for %3 (%4 payment), made out to %5%6; sent to %7 once issued</source>
        <translation>已申请发票 %1：%3 共 %2（%4 笔付款），抬头为 %5%6；开具后将发送至 %7</translation>
    </message>
    <message>
        <source>invoice %1 requested: %2 for %3 (%4 payments), made out to %5%6; sent to %7 once issued</source>
        <translation>已申请发票 %1：%3 共 %2（%4 笔付款），抬头为 %5%6；开具后将发送至 %7</translation>
    </message>
    <message>
        <source>no invoices asked for; ask with `gpudeskctl billing invoice --month YYYY-MM --title T --email E`</source>
        <translation>尚未申请发票；申请命令：`gpudeskctl billing invoice --month YYYY-MM --title T --email E`</translation>
    </message>
    <message>
        <source>rent it with: gpudeskctl create --offer %1 --image IMAGE --disk %2 --name NAME</source>
        <translation>租用命令：gpudeskctl create --offer %1 --image IMAGE --disk %2 --name NAME</translation>
    </message>
    <message>
        <source>registered %1 and logged in; next: verify your real name in the console to rent the larger cards, add money with `gpudeskctl recharge`, add a key with `gpudeskctl ssh-keys`</source>
        <translation>已注册 %1 并登录；下一步：在控制台完成实名认证以租用更大的显卡，用 `gpudeskctl recharge` 充值，用 `gpudeskctl ssh-keys` 添加 SSH 密钥</translation>
    </message>
    <message>
        <source>password changed; other sessions are logged out</source>
        <translation>密码已修改；其他会话均已退出登录</translation>
    </message>
    <message>
        <source>add it to an authenticator app, then: gpudeskctl 2fa confirm CODE (the 6 digits it shows)</source>
        <translation>将其添加到身份验证器应用，然后运行：gpudeskctl 2fa confirm CODE（应用上显示的 6 位数字）</translation>
    </message>
    <message>
        <source>two-factor login is on. These recovery codes are shown once: each logs in once without the app. Keep them offline.</source>
        <translation>二次验证登录已开启。以下恢复码只显示这一次：每个恢复码可在不使用应用的情况下登录一次。请离线保存。</translation>
    </message>
    <message>
        <source>two-factor login is off</source>
        <translation>二次验证登录已关闭</translation>
    </message>
    <message>
        <source>no members; add one with: gpudeskctl members add --name N --phone P --password-stdin</source>
        <translation>没有成员；添加命令：gpudeskctl members add --name N --phone P --password-stdin</translation>
    </message>
    <message>
        <source>added %1 (%2); they log in with %3 and spend your balance</source>
        <translation>已添加 %1（%2）；对方用 %3 登录，消费你的余额</translation>
    </message>
    <message>
        <source>removed %1; their sessions and tokens stop working now</source>
        <translation>已移除 %1；其会话和令牌立即失效</translation>
    </message>
    <message>
        <source>not logged in; run `gpudeskctl login` or set GPUDESK_TOKEN (the key pair is kept)</source>
        <translation>未登录；请运行 `gpudeskctl login` 或设置 GPUDESK_TOKEN（密钥对已保留）</translation>
    </message>
    <message>
        <source>added to the platform as %1: %2</source>
        <translation>已添加到平台，名称为 %1：%2</translation>
    </message>
    <message>
        <source>instances&apos; ssh entries use this key from now on</source>
        <translation>今后实例的 ssh 配置项将使用此密钥</translation>
    </message>
    <message>
        <source>add it to the platform with: gpudeskctl ssh-keys add %1</source>
        <translation>添加到平台：gpudeskctl ssh-keys add %1</translation>
    </message>
    <message>
        <source>warning: others can read %1, and ssh refuses such a key; fix it with: chmod 600 %1</source>
        <translation>警告：其他用户可以读取 %1，ssh 会拒绝使用这样的密钥；修复命令：chmod 600 %1</translation>
    </message>
    <message>
        <source>removed gpudesk&apos;s ssh entries; %1 is as it was before</source>
        <translation>已移除 gpudesk 的 ssh 配置项；%1 已恢复原样</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>up to date: %1</source>
        <translation>已是最新：%1</translation>
    </message>
    <message>
        <source>no address until it runs</source>
        <translation>运行后才有地址</translation>
    </message>
    <message>
        <source>host key checked and pinned</source>
        <translation>主机密钥已校验并固定</translation>
    </message>
    <message>
        <source>not included from %1: use ssh -F %2 ALIAS, or run ssh-config sync without --no-include</source>
        <translation>未被 %1 包含：请使用 ssh -F %2 ALIAS，或运行 ssh-config sync 时不加 --no-include</translation>
    </message>
    <message>
        <source>from any terminal: ssh %1</source>
        <translation>在任意终端中运行：ssh %1</translation>
    </message>
    <message>
        <source>SSH goes straight to the instances again; gpudeskctl ssh-config sync rewrites the config</source>
        <translation>SSH 恢复直连实例；gpudeskctl ssh-config sync 会重写配置</translation>
    </message>
    <message>
        <source>%1 presents the host key %2, which gpudesk has not met before. If that is its key (ask your network&apos;s admins), run again with --trust %2</source>
        <translation>%1 出示的主机密钥为 %2，gpudesk 此前从未见过。如果这确实是它的密钥（可询问你所在网络的管理员），请加上 --trust %2 重新运行</translation>
    </message>
    <message>
        <source>SSH goes through %1 from now on (its host key is pinned); gpudeskctl ssh-config sync rewrites the config</source>
        <translation>今后 SSH 将经由 %1 连接（其主机密钥已固定）；gpudeskctl ssh-config sync 会重写配置</translation>
    </message>
    <message>
        <source>%1 is %2, so it cannot be reached over SSH; start it with: gpudeskctl start %3</source>
        <translation>%1 当前为 %2，无法通过 SSH 连接；开机命令：gpudeskctl start %3</translation>
    </message>
    <message>
        <source>cannot run ssh (%1); install the OpenSSH client: sudo apt install openssh-client</source>
        <translation>无法运行 ssh（%1）；请安装 OpenSSH 客户端：sudo apt install openssh-client</translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation>%1 的密码短语：</translation>
    </message>
    <message>
        <source>%1, %2 of %3 MiB used, %4% busy</source>
        <translation>%1，已用 %2 / %3 MiB，利用率 %4%</translation>
    </message>
    <message>
        <source>%1, %2 of %3 MiB used, load unknown</source>
        <translation>%1，已用 %2 / %3 MiB，负载未知</translation>
    </message>
    <message>
        <source>%1 used of %2</source>
        <translation>已用 %1 / %2</translation>
    </message>
    <message>
        <source>%1, %2 available</source>
        <translation>%1，可用 %2</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>%1, sees the GPU</source>
        <translation>%1，能识别显卡</translation>
    </message>
    <message>
        <source>%1, no GPU</source>
        <translation>%1，未识别到显卡</translation>
    </message>
    <message>
        <source>http://127.0.0.1:%1 is port %2 inside %3 (services bound to its 127.0.0.1 too); Ctrl+C ends the tunnel</source>
        <translation>http://127.0.0.1:%1 即 %3 内部的 %2 端口（绑定在其 127.0.0.1 上的服务也可访问）；按 Ctrl+C 关闭隧道</translation>
    </message>
    <message>
        <source>tunnel open</source>
        <translation>隧道已打开</translation>
    </message>
    <message>
        <source>tunnel closed</source>
        <translation>隧道已关闭</translation>
    </message>
    <message>
        <source>watching for %1 x %2 in %3 for %4 min (Ctrl+C stops)</source>
        <translation>正在监视 %3 的 %1 x %2 库存，持续 %4 min（按 Ctrl+C 停止）</translation>
    </message>
    <message>
        <source>watching for %1 x %2 in any region for %3 min (Ctrl+C stops)</source>
        <translation>正在监视所有地区的 %1 x %2 库存，持续 %3 min（按 Ctrl+C 停止）</translation>
    </message>
    <message>
        <source>created %1 (%2) in %3: %4; billing starts once it runs</source>
        <translation>已在 %3 创建 %1（%2）：%4；运行后开始计费</translation>
    </message>
    <message>
        <source>none free after %1 min of watching (%2 looks)</source>
        <translation>监视 %1 min 后仍无空闲（共查询 %2 次）</translation>
    </message>
    <message>
        <source>no volumes; make one with: gpudeskctl volumes create NAME --region R --size GB</source>
        <translation>没有数据卷；创建命令：gpudeskctl volumes create NAME --region R --size GB</translation>
    </message>
    <message>
        <source>created %1 (%2 GB in %3); it costs %4/day until it is deleted</source>
        <translation>已创建 %1（%2 GB，位于 %3）；删除前每天收费 %4</translation>
    </message>
    <message>
        <source>created %1 (%2 GB in %3)</source>
        <translation>已创建 %1（%2 GB，位于 %3）</translation>
    </message>
    <message>
        <source>it is on one machine: gpudeskctl offers --volume %1 lists that machine&apos;s offers, then create --offer ID --image IMAGE --volume %1</source>
        <translation>它位于某一台机器上：gpudeskctl offers --volume %1 可列出该机器的报价，然后运行 create --offer ID --image IMAGE --volume %1</translation>
    </message>
    <message>
        <source>attach it when creating an instance: gpudeskctl create ... --volume %1</source>
        <translation>创建实例时挂载它：gpudeskctl create ... --volume %1</translation>
    </message>
    <message>
        <source>deleted %1 and everything on it</source>
        <translation>已删除 %1 及其上的全部数据</translation>
    </message>
    <message>
        <source>no saved images (the platform&apos;s public images cost nothing to keep)</source>
        <translation>没有已保存的镜像（平台的公共镜像不收保存费用）</translation>
    </message>
    <message>
        <source>deleted %1; it costs nothing from now on</source>
        <translation>已删除 %1；此后不再收费</translation>
    </message>
    <message>
        <source>%1 is a private key: anyone on the instance (or with its image) could use it</source>
        <translation>%1 是私钥：实例上的任何人（或拿到其镜像的人）都能使用它</translation>
    </message>
    <message>
        <source>%1 is an .env file: it usually holds passwords and tokens</source>
        <translation>%1 是 .env 文件：通常包含密码和令牌</translation>
    </message>
    <message>
        <source>%1 holds what looks like a %2 key or token (cell %3, line %4)</source>
        <translation>%1 中似乎含有 %2 密钥或令牌（单元格 %3，第 %4 行）</translation>
    </message>
    <message>
        <source>%1 holds what looks like a %2 key or token (line %3)</source>
        <translation>%1 中似乎含有 %2 密钥或令牌（第 %3 行）</translation>
    </message>
    <message>
        <source>%1 cannot be read here and is left out</source>
        <translation>%1 在此无法读取，已跳过</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>nothing was sent; leave those out with --exclude, or send them anyway with --yes</source>
        <translation>未发送任何内容；可用 --exclude 排除这些文件，或用 --yes 照常发送</translation>
    </message>
    <message>
        <source>warning: %1 (this transfer is not journalled)</source>
        <translation>警告：%1（本次传输不记录进度日志）</translation>
    </message>
    <message>
        <source>resuming the upload left unfinished on %1</source>
        <translation>正在继续 %1 未完成的上传</translation>
    </message>
    <message>
        <source>resuming the download left unfinished on %1</source>
        <translation>正在继续 %1 未完成的下载</translation>
    </message>
    <message>
        <source>warning: %1 (this transfer cannot be resumed)</source>
        <translation>警告：%1（本次传输无法续传）</translation>
    </message>
    <message>
        <source>%1%  %2 of %3  %4/%5 files  %6/s  %7</source>
        <translation>%1%  %2 / %3  %4/%5 个文件  %6/s  %7</translation>
    </message>
    <message>
        <source>uploaded %1 files (%2) to %3, verified (SHA-256); left out %4 by the excludes (%5)</source>
        <translation>已上传 %1 个文件（%2）到 %3，已校验（SHA-256）；按排除规则跳过 %4 个（%5）</translation>
    </message>
    <message>
        <source>downloaded %1 files (%2) to %3, verified (SHA-256); left out %4 by the excludes (%5)</source>
        <translation>已下载 %1 个文件（%2）到 %3，已校验（SHA-256）；按排除规则跳过 %4 个（%5）</translation>
    </message>
    <message>
        <source>uploaded %1 files (%2) to %3, verified (SHA-256)</source>
        <translation>已上传 %1 个文件（%2）到 %3，已校验（SHA-256）</translation>
    </message>
    <message>
        <source>downloaded %1 files (%2) to %3, verified (SHA-256)</source>
        <translation>已下载 %1 个文件（%2）到 %3，已校验（SHA-256）</translation>
    </message>
    <message>
        <source>interrupted: what was sent is kept</source>
        <translation>已中断：已传输的部分会保留</translation>
    </message>
    <message>
        <source>run the same command again to resume</source>
        <translation>再次运行同一命令即可续传</translation>
    </message>
    <message>
        <source>no webhooks; add one with `gpudeskctl webhooks add URL --format %1` (or %2)</source>
        <translation>没有 Webhook；添加命令：`gpudeskctl webhooks add URL --format %1`（或 %2）</translation>
    </message>
    <message>
        <source>no webhooks; add one with `gpudeskctl webhooks add URL` (the platform&apos;s own JSON, for a receiver of yours)</source>
        <translation>没有 Webhook；添加命令：`gpudeskctl webhooks add URL`（使用平台自己的 JSON 格式，供你自己的接收端使用）</translation>
    </message>
    <message>
        <source>webhook %1 added (%2, %3); its secret is shown once: check %4 with it. Try it: gpudeskctl webhooks test %5</source>
        <translation>已添加 Webhook %1（%2，%3）；其密钥仅显示这一次：用它校验 %4。测试一下：gpudeskctl webhooks test %5</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>已移除 %1</translation>
    </message>
    <message>
        <source>delivered: %1</source>
        <translation>已送达：%1</translation>
    </message>
    <message>
        <source>not delivered: %1</source>
        <translation>未送达：%1</translation>
    </message>
    <message>
        <source>delivered: the receiver answered HTTP %1</source>
        <translation>已送达：接收端返回 HTTP %1</translation>
    </message>
    <message>
        <source>not delivered: %1; the platform tries again later (webhooks deliveries %2)</source>
        <translation>未送达：%1；平台稍后会重试（webhooks deliveries %2）</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>sent, but no answer yet: see `gpudeskctl webhooks deliveries %1`</source>
        <translation>已发送，但尚无响应：请查看 `gpudeskctl webhooks deliveries %1`</translation>
    </message>
    <message>
        <source>Your password (or a 2FA code): </source>
        <translation>你的密码（或二次验证码）：</translation>
    </message>
    <message>
        <source>Token (scontrol token lifespan=86400 on the login node): </source>
        <translation>令牌（在登录节点上运行 scontrol token lifespan=86400 获得）：</translation>
    </message>
    <message>
        <source>API key (from the platform&apos;s web site): </source>
        <translation>API 密钥（在平台网站上获取）：</translation>
    </message>
    <message>
        <source>Password: </source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>2FA code (or a recovery code): </source>
        <translation>二次验证码（或恢复码）：</translation>
    </message>
    <message>
        <source>Password again: </source>
        <translation>再次输入密码：</translation>
    </message>
    <message>
        <source>Current password: </source>
        <translation>当前密码：</translation>
    </message>
    <message>
        <source>New password: </source>
        <translation>新密码：</translation>
    </message>
    <message>
        <source>New password again: </source>
        <translation>再次输入新密码：</translation>
    </message>
    <message>
        <source>The member&apos;s password: </source>
        <translation>成员的密码：</translation>
    </message>
    <message>
        <source>GPU %1% with %2 process(es)</source>
        <translation>GPU %1%，%2 个进程</translation>
    </message>
    <message>
        <source>GPU memory held at %1% use (starved, not idle: DataLoader workers? prefetch?)</source>
        <translation>显存占着但利用率只有 %1%（是在等数据，不是空闲：DataLoader 的 worker？预取？）</translation>
    </message>
    <message>
        <source>%1 SSH session(s)</source>
        <translation>%1 个 SSH 会话</translation>
    </message>
    <message>
        <source>connections to port(s) %1</source>
        <translation>端口 %1 上有连接</translation>
    </message>
    <message>
        <source>%1 gpudesk transfer(s)</source>
        <translation>%1 个 gpudesk 传输</translation>
    </message>
    <message>
        <source>CPU %1% with the GPU idle (no-GPU mode costs less)</source>
        <translation>CPU %1%，GPU 空闲（无卡模式更便宜）</translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation>CPU %1%</translation>
    </message>
    <message>
        <source>running: %1</source>
        <translation>正在运行：%1</translation>
    </message>
    <message>
        <source>kept running</source>
        <translation>保持运行</translation>
    </message>
    <message>
        <source>on: stops after %1 idle in GPU mode, %2 in no-GPU mode</source>
        <translation>已开启：有卡模式空闲 %1 后关机，无卡模式空闲 %2 后关机</translation>
    </message>
    <message>
        <source>Public key: </source>
        <translation>公钥：</translation>
    </message>
    <message>
        <source>Private key (from the platform&apos;s web site): </source>
        <translation>私钥（在平台网站获取）：</translation>
    </message>
    <message>
        <source>%1: the platform stops it at %2 (in %3)</source>
        <translation>%1：平台将在 %2 关机（%3后）</translation>
    </message>
    <message>
        <source>%1: no stop scheduled</source>
        <translation>%1：没有定时关机</translation>
    </message>
    <message>
        <source>%1: %2; it is running again in a minute or two</source>
        <translation>%1：%2；一两分钟后会重新运行</translation>
    </message>
    <message>
        <source>%1 is not running: the key goes onto it over SSH; start it first</source>
        <translation>%1 没有在运行：密钥要通过 SSH 放到实例上，请先开机</translation>
    </message>
    <message>
        <source>Its private key: </source>
        <translation>它的私钥：</translation>
    </message>
    <message>
        <source>the key could not be put on %1: %2</source>
        <translation>无法把密钥放到 %1 上：%2</translation>
    </message>
    <message>
        <source>%1: its autostop agent keeps the platform&apos;s stop with that key from now on, with the console closed too</source>
        <translation>%1：从现在起，实例上的自动关机代理会用这对密钥维持平台的定时关机，控制台关闭时也一样</translation>
    </message>
    <message>
        <source>no detached disks: every data disk is on its instance</source>
        <translation>没有已卸载的云盘：每块数据盘都在它的实例上</translation>
    </message>
    <message>
        <source>%1  %2  %3 GB in %4, detached %5; it bills until deleted</source>
        <translation>%1  %2  %3 GB，位于 %4，卸载于 %5；删除前一直计费</translation>
    </message>
    <message>
        <source>%1 has a new %2 GB data disk at %3, empty.</source>
        <translation>%1 新增了一块 %2 GB 的数据盘，位于 %3，是空的。</translation>
    </message>
    <message>
        <source>Make it usable once, as root on the instance (gpudeskctl ssh %1):</source>
        <translation>在实例上以 root 运行一次，让它可用（gpudeskctl ssh %1）：</translation>
    </message>
    <message>
        <source>the data disk of %1 is %2 GB now.</source>
        <translation>%1 的数据盘现在是 %2 GB。</translation>
    </message>
    <message>
        <source>Once it runs again, grow its filesystem to fill it, as root:</source>
        <translation>实例再次运行后，以 root 扩展文件系统以占满整块盘：</translation>
    </message>
    <message>
        <source>detached %1 (%2 GB) from %3 with its files; it bills until deleted. Put it on an instance of %4 with: gpudeskctl disk attach INSTANCE %1</source>
        <translation>已从 %3 卸载 %1（%2 GB），文件都在盘上；删除前一直计费。挂到 %4 的实例上：gpudeskctl disk attach INSTANCE %1</translation>
    </message>
    <message>
        <source>%1 is on %2 again, with its files.</source>
        <translation>%1 已重新挂到 %2，文件都在。</translation>
    </message>
    <message>
        <source>Mount it, as root on the instance (a disk gpudesk made has its label):</source>
        <translation>在实例上以 root 挂载它（gpudesk 建的盘带有标签）：</translation>
    </message>
    <message>
        <source>invited, not joined yet</source>
        <translation>已邀请，尚未加入</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>invitation withdrawn</source>
        <translation>邀请已撤回</translation>
    </message>
    <message>
        <source>no team is called &apos;%1&apos; (see gpudeskctl team ls)</source>
        <translation>没有名为“%1”的团队（见 gpudeskctl team ls）</translation>
    </message>
    <message>
        <source>no teams; make one with: gpudeskctl team create NAME</source>
        <translation>还没有团队；创建一个：gpudeskctl team create NAME</translation>
    </message>
    <message>
        <source>no members yet: gpudeskctl team invite %1 ACCOUNT</source>
        <translation>还没有成员：gpudeskctl team invite %1 ACCOUNT</translation>
    </message>
    <message>
        <source>given %1, %2 left</source>
        <translation>已分配 %1，剩余 %2</translation>
    </message>
    <message>
        <source>no member of %1 is &apos;%2&apos; (see gpudeskctl team ls)</source>
        <translation>%1 里没有成员“%2”（见 gpudeskctl team ls）</translation>
    </message>
    <message>
        <source>%1 has not joined %2 yet: an amount goes to a member</source>
        <translation>%1 还没有加入 %2：额度只能分配给已加入的成员</translation>
    </message>
    <message>
        <source>%1 × GPU, %2 cores, %3 GB memory: %4/h (--count %1 --cpus %2 --memory %3)</source>
        <translation>%1 张卡，%2 核，%3 GB 内存：%4/小时（--count %1 --cpus %2 --memory %3）</translation>
    </message>
</context>
<context>
    <name>CtlHelp</name>
    <message>
        <source>no command given</source>
        <translation>未指定命令</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 需要 %2</translation>
    </message>
    <message>
        <source>%1 does not take --%2</source>
        <translation>%1 不接受 --%2</translation>
    </message>
    <message>
        <source>not logged in; run `gpudeskctl login` or set GPUDESK_TOKEN</source>
        <translation>未登录；请运行 `gpudeskctl login` 或设置 GPUDESK_TOKEN</translation>
    </message>
    <message>
        <source> (see gpudeskctl help %1)</source>
        <translation>（见 gpudeskctl help %1）</translation>
    </message>
    <message>
        <source> (see gpudeskctl --help)</source>
        <translation>（见 gpudeskctl --help）</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3 (got &apos;%4&apos;)</source>
        <translation>--%1 需要 %2 到 %3 之间的整数（收到的是“%4”）</translation>
    </message>
    <message>
        <source>which instance? give its id or its name</source>
        <translation>哪个实例？请给出它的 ID 或名称</translation>
    </message>
    <message>
        <source>listing instances</source>
        <translation>列出实例</translation>
    </message>
    <message>
        <source>login needs --login PHONE|EMAIL</source>
        <translation>login 需要 --login PHONE|EMAIL</translation>
    </message>
    <message>
        <source>login needs a login and a password</source>
        <translation>login 需要登录名和密码</translation>
    </message>
    <message>
        <source>logging out</source>
        <translation>退出登录</translation>
    </message>
    <message>
        <source>reading the account</source>
        <translation>读取账户</translation>
    </message>
    <message>
        <source>reading the balance</source>
        <translation>读取余额</translation>
    </message>
    <message>
        <source>reading the platform&apos;s time</source>
        <translation>读取平台时间</translation>
    </message>
    <message>
        <source>Asks for your password (or a 2FA code) when the platform wants you to confirm it is you; with --password-stdin, reads it as the next line of standard input.</source>
        <translation>平台要求确认身份时，会询问你的密码（或二次验证码）；使用 --password-stdin 时，从标准输入的下一行读取。</translation>
    </message>
    <message>
        <source>whether the platform answers, and its time</source>
        <translation>平台是否有响应，以及平台时间</translation>
    </message>
    <message>
        <source>log in; the session is kept like the console&apos;s</source>
        <translation>登录；会话的保存方式与控制台相同</translation>
    </message>
    <message>
        <source>On a platform that logs in with an API key (RunPod), paste the key, or give it on standard input with --password-stdin; otherwise the phone or e-mail and the password, then the 2FA code if the account has it.</source>
        <translation>在使用 API 密钥登录的平台（RunPod）上，粘贴密钥，或用 --password-stdin 从标准输入提供；其他平台则输入手机号或邮箱和密码，账户开启了二次验证时再输入二次验证码。</translation>
    </message>
    <message>
        <source>end the session</source>
        <translation>结束会话</translation>
    </message>
    <message>
        <source>a new account, logged in at once</source>
        <translation>注册新账户，并立即登录</translation>
    </message>
    <message>
        <source>change the password</source>
        <translation>修改密码</translation>
    </message>
    <message>
        <source>With --stdin: the current and the new one, a line each (and your password again on a third line when the platform asks you to confirm it is you).</source>
        <translation>使用 --stdin 时：当前密码和新密码，各占一行（平台要求确认身份时，在第三行再输入一次你的密码）。</translation>
    </message>
    <message>
        <source>two-factor login: the secret and its otpauth URI for an authenticator app</source>
        <translation>二次验证登录：密钥及其 otpauth URI，供身份验证器 App 使用</translation>
    </message>
    <message>
        <source>turn it on with the app&apos;s code: the recovery codes, shown once</source>
        <translation>用 App 中的验证码开启：显示恢复码，仅显示一次</translation>
    </message>
    <message>
        <source>turn two-factor login off</source>
        <translation>关闭二次验证登录</translation>
    </message>
    <message>
        <source>recent logins, with addresses not seen before marked</source>
        <translation>最近的登录记录，首次出现的地址会被标出</translation>
    </message>
    <message>
        <source>the account logged in</source>
        <translation>当前登录的账户</translation>
    </message>
    <message>
        <source>alerts the platform sends to a phone: where, in which format, for which events</source>
        <translation>平台推送到手机的提醒：推送到哪里、用什么格式、针对哪些事件</translation>
    </message>
    <message>
        <source>the events a webhook can be told, as the platform names them (--events takes these)</source>
        <translation>Webhook 可订阅的事件，使用平台的命名（--events 取这些值）</translation>
    </message>
    <message>
        <source>a webhook: prints its id and its secret, shown once</source>
        <translation>添加 Webhook：输出其 ID 和密钥，密钥仅显示一次</translation>
    </message>
    <message>
        <source>URL is a bot&apos;s incoming webhook (https; http only to this computer). --format json|feishu|dingtalk|wecom|slack|ntfy (json by default; Vast.ai sends only its own JSON), --events narrows it (see webhooks events; all by default), --below AMOUNT is where balance.low fires (not on Vast.ai). Each delivery is signed: on gpudesk&apos;s sandbox X-Gpudesk-Signature t=SECONDS,v1=HMAC-SHA256(secret, SECONDS.body), on Vast.ai X-Vast-Signature-256.</source>
        <translation>URL 是机器人的传入 Webhook（须为 https；http 仅限本机）。--format json|feishu|dingtalk|wecom|slack|ntfy（默认 json；Vast.ai 只发送自己的 JSON），--events 限定事件范围（见 webhooks events；默认全部），--below AMOUNT 为触发 balance.low 的余额阈值（Vast.ai 不支持）。每次投递都带签名：gpudesk 沙盒上为 X-Gpudesk-Signature t=SECONDS,v1=HMAC-SHA256(secret, SECONDS.body)，Vast.ai 上为 X-Vast-Signature-256。</translation>
    </message>
    <message>
        <source>send a test event now and say whether it arrived</source>
        <translation>立即发送一个测试事件，并报告是否送达</translation>
    </message>
    <message>
        <source>a webhook&apos;s latest deliveries and their results</source>
        <translation>Webhook 最近的投递及其结果</translation>
    </message>
    <message>
        <source>remove a webhook</source>
        <translation>删除 Webhook</translation>
    </message>
    <message>
        <source>the account&apos;s API tokens</source>
        <translation>账户的 API 令牌</translation>
    </message>
    <message>
        <source>a new API token, shown once</source>
        <translation>新建 API 令牌，仅显示一次</translation>
    </message>
    <message>
        <source>a new secret for a token (same name and scopes), shown once</source>
        <translation>为令牌生成新的密钥（名称和权限范围不变），仅显示一次</translation>
    </message>
    <message>
        <source>revoke a token at once</source>
        <translation>立即吊销令牌</translation>
    </message>
    <message>
        <source>people who spend your balance, within their own limits</source>
        <translation>在各自的消费上限内使用你余额的人</translation>
    </message>
    <message>
        <source>a member with a login of their own</source>
        <translation>添加一个有独立登录账号的成员</translation>
    </message>
    <message>
        <source>Needs --name and --phone or --email; the password is typed, or read with --password-stdin (then your own, on the next line, when the platform asks you to confirm it is you).</source>
        <translation>需要 --name 以及 --phone 或 --email；密码手动输入，或用 --password-stdin 读取（平台要求确认身份时，在下一行再输入你自己的密码）。</translation>
    </message>
    <message>
        <source>remove a member: their sessions and tokens stop working</source>
        <translation>删除成员：其会话和令牌随即失效</translation>
    </message>
    <message>
        <source>a member&apos;s spend limits</source>
        <translation>成员的消费上限</translation>
    </message>
    <message>
        <source>advise gpu needs --task preprocess, inference, lora, full or serving</source>
        <translation>advise gpu 需要 --task preprocess、inference、lora、full 或 serving</translation>
    </message>
    <message>
        <source>--params takes the model size in billions of parameters, like 7</source>
        <translation>--params 取模型参数量（单位为十亿），如 7</translation>
    </message>
    <message>
        <source>--precision is fp32, fp16, bf16, int8 or int4</source>
        <translation>--precision 取 fp32、fp16、bf16、int8 或 int4</translation>
    </message>
    <message>
        <source>advise buy-vs-rent needs --rig, --rent and --hours</source>
        <translation>advise buy-vs-rent 需要 --rig、--rent 和 --hours</translation>
    </message>
    <message>
        <source>--watts and --kwh go together</source>
        <translation>--watts 和 --kwh 须一起使用</translation>
    </message>
    <message>
        <source>advise package needs --period daily or weekly</source>
        <translation>advise package 需要 --period daily 或 weekly</translation>
    </message>
    <message>
        <source>advise package needs --rate and --busy-hours</source>
        <translation>advise package 需要 --rate 和 --busy-hours</translation>
    </message>
    <message>
        <source>reading the platform&apos;s package discount (or give --discount)</source>
        <translation>读取平台的套餐折扣（或用 --discount 指定）</translation>
    </message>
    <message>
        <source>autostop needs one instance, e.g. autostop my-run --idle 30m</source>
        <translation>autostop 需要指定一个实例，例如 autostop my-run --idle 30m</translation>
    </message>
    <message>
        <source>--off goes alone (--idle and --on switch it on)</source>
        <translation>--off 须单独使用（--idle 和 --on 用于开启自动关机）</translation>
    </message>
    <message>
        <source>--%1 is a time from 1 minute to a week, like 30m, 2h or 1h30m (got &apos;%2&apos;)</source>
        <translation>--%1 是 1 分钟到一周之间的时长，如 30m、2h 或 1h30m（收到的是“%2”）</translation>
    </message>
    <message>
        <source>run needs an instance and a command, e.g. run my-run --stop-when-done -- python train.py</source>
        <translation>run 需要一个实例和一条命令，例如 run my-run --stop-when-done -- python train.py</translation>
    </message>
    <message>
        <source>--grace is a time like 5m or 1h (got &apos;%1&apos;)</source>
        <translation>--grace 是时长，如 5m 或 1h（收到的是“%1”）</translation>
    </message>
    <message>
        <source>--grace goes with --stop-when-done</source>
        <translation>--grace 须与 --stop-when-done 一起使用</translation>
    </message>
    <message>
        <source>limits set needs --daily AMOUNT|off or --per-boot AMOUNT|off</source>
        <translation>limits set 需要 --daily AMOUNT|off 或 --per-boot AMOUNT|off</translation>
    </message>
    <message>
        <source>setting the spend limits</source>
        <translation>设置消费上限</translation>
    </message>
    <message>
        <source>reading the spend limits</source>
        <translation>读取消费上限</translation>
    </message>
    <message>
        <source>recharge takes an amount in %1, like 50 or 12.50</source>
        <translation>recharge 需要以 %1 为单位的金额，如 50 或 12.50</translation>
    </message>
    <message>
        <source>recharging</source>
        <translation>充值</translation>
    </message>
    <message>
        <source>--month takes a month like 2026-11 (got &apos;%1&apos;)</source>
        <translation>--month 需要形如 2026-11 的月份（收到的是“%1”）</translation>
    </message>
    <message>
        <source>reading the payments</source>
        <translation>读取付款记录</translation>
    </message>
    <message>
        <source>reading the ledger</source>
        <translation>读取账单明细</translation>
    </message>
    <message>
        <source>--bucket is day or hour</source>
        <translation>--bucket 取 day 或 hour</translation>
    </message>
    <message>
        <source>--group is instance, gpu_type or member</source>
        <translation>--group 取 instance、gpu_type 或 member</translation>
    </message>
    <message>
        <source>reading usage</source>
        <translation>读取用量</translation>
    </message>
    <message>
        <source>reading the jobs</source>
        <translation>读取作业</translation>
    </message>
    <message>
        <source>reading the quota</source>
        <translation>读取配额</translation>
    </message>
    <message>
        <source>what gpudeskctl does, or what one command takes</source>
        <translation>介绍 gpudeskctl 的用途，或某个命令接受的参数</translation>
    </message>
    <message>
        <source>a completion script for your shell</source>
        <translation>为你的 shell 生成补全脚本</translation>
    </message>
    <message>
        <source>Commands, subcommands, options and instance names (those the last listing saw) complete on Tab. bash: source &lt;(gpudeskctl completion bash) in ~/.bashrc; zsh: gpudeskctl completion zsh &gt; &quot;${fpath[1]}/_gpudeskctl&quot;; fish: gpudeskctl completion fish &gt; ~/.config/fish/completions/gpudeskctl.fish.</source>
        <translation>按 Tab 可补全命令、子命令、选项和实例名（取自上一次列出的结果）。bash：在 ~/.bashrc 中加入 source &lt;(gpudeskctl completion bash)；zsh：gpudeskctl completion zsh &gt; &quot;${fpath[1]}/_gpudeskctl&quot;；fish：gpudeskctl completion fish &gt; ~/.config/fish/completions/gpudeskctl.fish。</translation>
    </message>
    <message>
        <source>this manual as a man page (roff), for man -l -</source>
        <translation>以 man 手册页（roff）格式输出本手册，供 man -l - 使用</translation>
    </message>
    <message>
        <source>balance, rate now, spent today, vouchers</source>
        <translation>余额、当前费率、今日消费、代金券</translation>
    </message>
    <message>
        <source>what each instance&apos;s boot costs now, and the runway</source>
        <translation>每个实例本次开机目前的费用，以及余额还能支撑多久</translation>
    </message>
    <message>
        <source>the spend limits: past them the platform stops your instances</source>
        <translation>消费上限：超出后平台会将你的实例关机</translation>
    </message>
    <message>
        <source>set or lift the daily and per-boot limits</source>
        <translation>设置或取消每日上限和单次开机上限</translation>
    </message>
    <message>
        <source>add money (play money on the local sandbox)</source>
        <translation>充值（在本地沙盒中是虚拟货币）</translation>
    </message>
    <message>
        <source>charges and credits, newest last; a whole month with --month</source>
        <translation>扣费和入账，最新的在最后；用 --month 查看整月</translation>
    </message>
    <message>
        <source>top-ups, transfers and refunds (the platform&apos;s invoices): 90 days, or --month</source>
        <translation>充值、转账和退款（即平台上的发票记录）：最近 90 天，或用 --month 指定月份</translation>
    </message>
    <message>
        <source>ask for an invoice for a month&apos;s payments</source>
        <translation>为某个月的付款申请发票</translation>
    </message>
    <message>
        <source>Needs --month YYYY-MM, --title (whom it is made out to: a person or a company) and --email (where it is sent); --tax-id for a company. It covers that month&apos;s payments not on an invoice yet.</source>
        <translation>需要 --month YYYY-MM、--title（发票抬头：个人或公司）和 --email（接收发票的邮箱）；公司还需 --tax-id。涵盖该月所有尚未开票的付款。</translation>
    </message>
    <message>
        <source>the invoices asked for: requested, or issued with their number</source>
        <translation>已申请的发票：待开具，或已开具并附发票号</translation>
    </message>
    <message>
        <source>on a lab&apos;s cluster: the jobs that ran this month and last, with their GPU-hours</source>
        <translation>在实验室集群上：本月和上月运行过的作业及其 GPU 时数</translation>
    </message>
    <message>
        <source>spending per day or hour, by instance, card or member</source>
        <translation>按天或按小时的消费，按实例、显卡或成员分组</translation>
    </message>
    <message>
        <source>a month&apos;s statement as CSV, its total checked against the platform&apos;s</source>
        <translation>导出某个月的对账单为 CSV，并将其总额与平台的核对</translation>
    </message>
    <message>
        <source>To standard output unless --out FILE.</source>
        <translation>输出到标准输出，或用 --out FILE 写入文件。</translation>
    </message>
    <message>
        <source>data volumes: they outlive instances and cost storage until deleted</source>
        <translation>数据卷：独立于实例存在，删除前一直收取存储费</translation>
    </message>
    <message>
        <source>a new volume</source>
        <translation>新建数据卷</translation>
    </message>
    <message>
        <source>delete a volume and everything on it</source>
        <translation>删除数据卷及其上的所有数据</translation>
    </message>
    <message>
        <source>saved images and what they cost per day</source>
        <translation>已保存的镜像及其每日费用</translation>
    </message>
    <message>
        <source>save the instance&apos;s system disk as an image, lean: measured, cleaned with --clean, then stopped and saved</source>
        <translation>将实例的系统盘保存为精简镜像：先测量，用 --clean 清理，然后关机并保存</translation>
    </message>
    <message>
        <source>On a running instance it first measures the system disk over SSH and lists what is big (pip&apos;s and conda&apos;s caches, __pycache__, logs, the Hugging Face cache, checkpoints); --clean empties the caches. When the image would be bigger than the platform takes, it says what to clean and what to move to the data disk, and asks the platform nothing. Then it stops the instance and saves it.</source>
        <translation>对运行中的实例，先通过 SSH 测量系统盘并列出占用大的内容（pip 和 conda 的缓存、__pycache__、日志、Hugging Face 缓存、检查点）；--clean 会清空这些缓存。如果镜像会超出平台允许的大小，会告诉你该清理什么、把什么移到数据盘，并且不向平台发出任何请求。之后将实例关机并保存。</translation>
    </message>
    <message>
        <source>delete a saved image</source>
        <translation>删除已保存的镜像</translation>
    </message>
    <message>
        <source>the cards with their price per hour and where they are free</source>
        <translation>各款显卡的每小时价格及哪里有空闲</translation>
    </message>
    <message>
        <source>the instances</source>
        <translation>实例列表</translation>
    </message>
    <message>
        <source>one instance (an INSTANCE is its id, its unique name or its ssh alias)</source>
        <translation>单个实例（INSTANCE 为其 ID、唯一名称或 ssh 别名）</translation>
    </message>
    <message>
        <source>a marketplace&apos;s machines with a card, cheapest first, and which one to take</source>
        <translation>市场上配有某款显卡的机器，按价格从低到高排列，并推荐选哪台</translation>
    </message>
    <message>
        <source>On a marketplace (Vast.ai) an instance is rented from one machine&apos;s offer. Lists the offers from verified hosts up at least --min-reliability of the time with a direct SSH port, and says which it suggests and why (the cheapest host may go down with your job).</source>
        <translation>在市场平台（Vast.ai）上，实例是通过某台机器的报价租用的。列出来自已验证主机、在线率不低于 --min-reliability 且有直连 SSH 端口的报价，并说明推荐哪个及原因（最便宜的主机可能连同你的作业一起宕机）。</translation>
    </message>
    <message>
        <source>a new instance, from --spec FILE.json or the options</source>
        <translation>新建实例，依据 --spec FILE.json 或各选项</translation>
    </message>
    <message>
        <source>Needs --name, --region, --gpu and --image unless --spec gives them; on a marketplace, --offer and --image (with --disk and --name if you like); on a Slurm cluster, --name, --region (the partition) and --gpu, with --count and --time if you like, and --image only where the cluster runs containers (pyxis: &amp;containers=pyxis in its address). Autostop is on unless --autostop off, where the platform runs startup scripts.</source>
        <translation>需要 --name、--region、--gpu 和 --image，除非 --spec 已提供；在市场平台上需要 --offer 和 --image（可另加 --disk 和 --name）；在 Slurm 集群上需要 --name、--region（即分区）和 --gpu，可另加 --count 和 --time，仅当集群运行容器时（pyxis：其地址中含 &amp;containers=pyxis）才用 --image。在会运行启动脚本的平台上，自动关机默认开启，除非指定 --autostop off。</translation>
    </message>
    <message>
        <source>boot it (no-GPU mode: the small no-GPU rate instead of the card&apos;s)</source>
        <translation>开机（无卡模式：按较低的无卡费率计费，而非显卡费率）</translation>
    </message>
    <message>
        <source>--gpu TYPE [--count N] starts a stopped instance on another card in its region (gpudeskctl gpus lists them): its disks, ports and startup script are kept, the rate is the new card&apos;s from this boot, and the ledger names each boot&apos;s card. Refused with the reason when the image&apos;s CUDA cannot drive the card, none is free there (with where and which are), or the account may not rent it.</source>
        <translation>--gpu TYPE [--count N] 让已关机的实例在同一地区换一张显卡开机（gpudeskctl gpus 可列出）：磁盘、端口和启动脚本保持不变，从本次开机起按新显卡的费率计费，账单明细会注明每次开机所用的显卡。以下情况会被拒绝并说明原因：镜像的 CUDA 无法驱动该显卡、该地区没有空闲显卡（会告知哪里有、有哪些），或账户无权租用该显卡。</translation>
    </message>
    <message>
        <source>stop it (disks kept; storage still costs)</source>
        <translation>关机（磁盘保留；仍收取存储费）</translation>
    </message>
    <message>
        <source>delete it with its system disk and own data disk (needs --yes)</source>
        <translation>删除实例及其系统盘和自有数据盘（需要 --yes）</translation>
    </message>
    <message>
        <source>wait until it is in --state</source>
        <translation>等待实例进入 --state 指定的状态</translation>
    </message>
    <message>
        <source>its state changes and why</source>
        <translation>实例的状态变化及原因</translation>
    </message>
    <message>
        <source>the SSH keys on the account</source>
        <translation>账户上的 SSH 密钥</translation>
    </message>
    <message>
        <source>add a public key</source>
        <translation>添加公钥</translation>
    </message>
    <message>
        <source>remove a key from the account</source>
        <translation>从账户中删除密钥</translation>
    </message>
    <message>
        <source>a new ed25519 pair as ~/.ssh/gpudesk_NAME (never overwrites)</source>
        <translation>新建 ed25519 密钥对，保存为 ~/.ssh/gpudesk_NAME（绝不覆盖已有文件）</translation>
    </message>
    <message>
        <source>add an existing pair&apos;s public key; it becomes the default key</source>
        <translation>添加已有密钥对的公钥，并设为默认密钥</translation>
    </message>
    <message>
        <source>write ~/.ssh/gpudesk/config and include it from ~/.ssh/config</source>
        <translation>写入 ~/.ssh/gpudesk/config，并在 ~/.ssh/config 中引入它</translation>
    </message>
    <message>
        <source>A Host gpu-NAME per instance; running instances&apos; host keys pinned, so ssh asks nothing.</source>
        <translation>每个实例对应一个 Host gpu-NAME；运行中实例的主机密钥已固定，ssh 不会再询问。</translation>
    </message>
    <message>
        <source>reach every instance through a jump host (a network that blocks outgoing SSH)</source>
        <translation>所有实例都经跳板机连接（适用于屏蔽出站 SSH 的网络）</translation>
    </message>
    <message>
        <source>The host is met first: a host key gpudesk has not seen is shown, and taken only with --trust FINGERPRINT.</source>
        <translation>先核验主机：gpudesk 没见过的主机密钥会显示出来，只有加上 --trust FINGERPRINT 才会采用。</translation>
    </message>
    <message>
        <source>take all of that out again (~/.ssh/config as it was before)</source>
        <translation>撤销以上全部改动（~/.ssh/config 恢复原样）</translation>
    </message>
    <message>
        <source>log in (or run COMMAND) with OpenSSH, host key checked first</source>
        <translation>用 OpenSSH 登录（或运行 COMMAND），先检查主机密钥</translation>
    </message>
    <message>
        <source>find the broken layer when you cannot connect</source>
        <translation>连不上时，找出是哪一层出了问题</translation>
    </message>
    <message>
        <source>State, ssh config, key, network, SSH, login; with --port the service inside and the platform&apos;s public port; --log/--died: why a run died (GPU memory, the OOM killer, a full disk).</source>
        <translation>依次检查状态、ssh 配置、密钥、网络、SSH、登录；加 --port 时还检查实例内的服务和平台的公网端口；--log/--died：查明程序为何中途退出（显存不足、被 OOM killer 杀掉、磁盘已满）。</translation>
    </message>
    <message>
        <source>0: every check passed; 1: one failed.</source>
        <translation>0：全部检查通过；1：有一项未通过。</translation>
    </message>
    <message>
        <source>stop it by itself once nothing uses it</source>
        <translation>无人使用时自动关机</translation>
    </message>
    <message>
        <source>No GPU work, SSH session, tunnel or service connection, transfer or busy CPU for TIME: on by default, 30m in GPU mode, 2h in no-GPU mode. --status (the default) says armed, idle since …, stopping at … or off, with its last decisions; --idle and --idle-no-gpu set the times, --off and --on switch it.</source>
        <translation>在 TIME 时长内没有 GPU 任务、SSH 会话、隧道或服务连接、传输，CPU 也不忙时自动关机：默认开启，GPU 模式下为 30m，无卡模式下为 2h。--status（默认）显示已启用、自 … 起空闲、将于 … 关机或已关闭，以及最近的判断；--idle 和 --idle-no-gpu 设置时长，--off 和 --on 关闭或开启。</translation>
    </message>
    <message>
        <source>run COMMAND in tmux on the instance</source>
        <translation>在实例上的 tmux 中运行 COMMAND</translation>
    </message>
    <message>
        <source>Attach with tmux attach -t gpudesk-job-…; --stop-when-done stops the instance when it ends (after --grace).</source>
        <translation>用 tmux attach -t gpudesk-job-… 接入；--stop-when-done 会在命令结束后（再等 --grace）将实例关机。</translation>
    </message>
    <message>
        <source>the instance&apos;s GPU, disks, RAM and Python stack, measured now</source>
        <translation>实例的 GPU、磁盘、内存和 Python 环境，现场实测</translation>
    </message>
    <message>
        <source>wait for a card to be free (in a region, or anywhere), and make the instance at once if asked</source>
        <translation>等待显卡空出（指定地区或任意地区），如有要求则立即创建实例</translation>
    </message>
    <message>
        <source>Looks at the platform&apos;s stock at once, then less and less often (every --interval seconds at first, up to every 5 minutes). --create-from SPEC.json makes that instance on the card and in the region found, unless the cards cost more an hour than --max-price; someone faster sends it back to watching. Prints what it found (and made).</source>
        <translation>立即查看平台库存，之后逐渐降低频率（起初每 --interval 秒一次，最长每 5 分钟一次）。--create-from SPEC.json 会在找到的显卡和地区上创建该实例，除非显卡每小时价格高于 --max-price；若被别人抢先，则继续等待。输出找到（及创建）的结果。</translation>
    </message>
    <message>
        <source>3: none free before --timeout; 4: stopped by Ctrl+C.</source>
        <translation>3：--timeout 之前没有空闲显卡；4：被 Ctrl+C 中止。</translation>
    </message>
    <message>
        <source>the instance&apos;s cards live: utilization, memory, power, temperature, CPU and RAM, every 2 s until Ctrl+C</source>
        <translation>实时查看实例的显卡：利用率、显存、功耗、温度、CPU 和内存，每 2 s 刷新一次，直到按 Ctrl+C</translation>
    </message>
    <message>
        <source>One SSH channel stays open and samples every --interval seconds; --count N stops after N samples; --json prints each sample as one JSON line. After 10 minutes the seed&apos;s hints come too: a card that holds memory and idles waits for its data, cards rented and idle are wasted.</source>
        <translation>保持一条 SSH 通道，每 --interval 秒采样一次；--count N 采样 N 次后停止；--json 将每次采样输出为一行 JSON。10 分钟后还会给出提示：占着显存却空闲的显卡是在等数据，租了却闲置的显卡是在白白浪费。</translation>
    </message>
    <message>
        <source>127.0.0.1:N here reaches PORT inside the instance, until Ctrl+C</source>
        <translation>本机的 127.0.0.1:N 连到实例内的 PORT，直到按 Ctrl+C</translation>
    </message>
    <message>
        <source>TensorBoard 6006, Jupyter 8888, Gradio 7860; follows the instance across reboots.</source>
        <translation>TensorBoard 6006，Jupyter 8888，Gradio 7860；实例重启后自动跟随。</translation>
    </message>
    <message>
        <source>send a file or folder into DEST on the instance</source>
        <translation>将文件或文件夹上传到实例上的 DEST</translation>
    </message>
    <message>
        <source>Resumable and checked with SHA-256; __pycache__, *.pyc and *.log are left out; private keys, .env files and API tokens stop it unless --yes.</source>
        <translation>支持断点续传，并用 SHA-256 校验；跳过 __pycache__、*.pyc 和 *.log；遇到私钥、.env 文件和 API 令牌会中止，除非加 --yes。</translation>
    </message>
    <message>
        <source>4: interrupted, run it again to resume; 5: a checksum mismatch.</source>
        <translation>4：传输中断，重新运行即可续传；5：校验和不一致。</translation>
    </message>
    <message>
        <source>bring a file or folder from the instance into DEST here</source>
        <translation>将实例上的文件或文件夹下载到本机的 DEST</translation>
    </message>
    <message>
        <source>which card fits the task, cheapest first</source>
        <translation>哪种显卡适合该任务，按价格从低到高</translation>
    </message>
    <message>
        <source>whether renting beats buying a card</source>
        <translation>租卡是否比买卡划算</translation>
    </message>
    <message>
        <source>whether a daily or weekly package pays for the hours you expect</source>
        <translation>按预计使用时长，日套餐或周套餐是否划算</translation>
    </message>
    <message>
        <source>listing SSH keys</source>
        <translation>列出 SSH 密钥</translation>
    </message>
    <message>
        <source>ssh-keys add needs the public key&apos;s file (the .pub one)</source>
        <translation>ssh-keys add 需要公钥文件（即 .pub 文件）</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is a private key: give the .pub file, and never share the private one</source>
        <translation>%1 是私钥：请提供 .pub 文件，切勿把私钥给别人</translation>
    </message>
    <message>
        <source>adding the key</source>
        <translation>添加密钥</translation>
    </message>
    <message>
        <source>ssh-keys rm needs the key&apos;s id (see ssh-keys ls)</source>
        <translation>ssh-keys rm 需要密钥 ID（见 ssh-keys ls）</translation>
    </message>
    <message>
        <source>removing the key</source>
        <translation>删除密钥</translation>
    </message>
    <message>
        <source>listing tokens</source>
        <translation>列出令牌</translation>
    </message>
    <message>
        <source>tokens create needs a NAME and --scopes (read, instances, billing, keys)</source>
        <translation>tokens create 需要 NAME 和 --scopes（read、instances、billing、keys）</translation>
    </message>
    <message>
        <source>creating the token</source>
        <translation>创建令牌</translation>
    </message>
    <message>
        <source>tokens revoke needs the token&apos;s id (see tokens ls)</source>
        <translation>tokens revoke 需要令牌 ID（见 tokens ls）</translation>
    </message>
    <message>
        <source>revoking the token</source>
        <translation>吊销令牌</translation>
    </message>
    <message>
        <source>tokens rotate needs the token&apos;s id (see tokens ls)</source>
        <translation>tokens rotate 需要令牌 ID（见 tokens ls）</translation>
    </message>
    <message>
        <source>rotating the token</source>
        <translation>轮换令牌</translation>
    </message>
    <message>
        <source>doctor needs one instance, e.g. doctor my-run --port 6006</source>
        <translation>doctor 需要指定一个实例，例如 doctor my-run --port 6006</translation>
    </message>
    <message>
        <source>doctor checks one service port at a time</source>
        <translation>doctor 一次只检查一个服务端口</translation>
    </message>
    <message>
        <source>reading your SSH keys</source>
        <translation>读取你的 SSH 密钥</translation>
    </message>
    <message>
        <source>gpudeskctl: the gpudesk platform from the command line.</source>
        <translation>gpudeskctl：在命令行中使用 gpudesk 平台。</translation>
    </message>
    <message>
        <source>0 done, 1 failed, 2 usage (an option the command does not take included), 3 not logged in or not allowed</source>
        <translation>0 成功，1 失败，2 用法错误（包括使用了该命令不支持的选项），3 未登录或无权限</translation>
    </message>
    <message>
        <source>Usage: gpudeskctl [--platform P] COMMAND [ARGUMENTS] [OPTIONS]</source>
        <translation>用法：gpudeskctl [--platform P] COMMAND [ARGUMENTS] [OPTIONS]</translation>
    </message>
    <message>
        <source>An INSTANCE is its id, its unique name or its ssh alias.</source>
        <translation>INSTANCE 可以是实例 ID、唯一名称或 ssh 别名。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Run `gpudeskctl help COMMAND` for what a command takes.</source>
        <translation>运行 `gpudeskctl help COMMAND` 查看某个命令的参数。</translation>
    </message>
    <message>
        <source>Options every command takes:</source>
        <translation>所有命令通用的选项：</translation>
    </message>
    <message>
        <source>this help; with a command, that command&apos;s</source>
        <translation>显示本帮助；指定命令时显示该命令的帮助</translation>
    </message>
    <message>
        <source>gpudeskctl&apos;s version</source>
        <translation>gpudeskctl 的版本</translation>
    </message>
    <message>
        <source>Exit codes:</source>
        <translation>退出码：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>no command &apos;%1&apos;; `gpudeskctl help` lists them</source>
        <translation>没有命令“%1”；`gpudeskctl help` 会列出全部命令</translation>
    </message>
    <message>
        <source>completion takes bash, zsh or fish</source>
        <translation>completion 可用 bash、zsh 或 fish</translation>
    </message>
    <message>
        <source>images save needs the instance and --name NAME for the image</source>
        <translation>images save 需要指定实例，并用 --name NAME 指定镜像名称</translation>
    </message>
    <message>
        <source>saving the image</source>
        <translation>保存镜像</translation>
    </message>
    <message>
        <source>reading the cards</source>
        <translation>读取显卡信息</translation>
    </message>
    <message>
        <source>reading where cards are free</source>
        <translation>查询哪里有空闲显卡</translation>
    </message>
    <message>
        <source>reading the instance</source>
        <translation>读取实例信息</translation>
    </message>
    <message>
        <source>--port takes a port number (got &apos;%1&apos;)</source>
        <translation>--port 需要端口号（收到的是“%1”）</translation>
    </message>
    <message>
        <source>--%1 is %2 (got &apos;%3&apos;)</source>
        <translation>--%1 应为 %2（收到的是“%3”）</translation>
    </message>
    <message>
        <source>on a Slurm cluster, create needs --name, --region (the partition) and --gpu</source>
        <translation>在 Slurm 集群上，create 需要 --name、--region（即分区）和 --gpu</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2)</source>
        <translation>%1 不是 JSON 对象（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>create needs --name, --region, --gpu and --image (or --spec FILE)</source>
        <translation>create 需要 --name、--region、--gpu 和 --image（或 --spec FILE）</translation>
    </message>
    <message>
        <source>--disk is a marketplace machine&apos;s; here the disks are --system-disk and --data-disk</source>
        <translation>--disk 是市场机器的选项；这里的磁盘选项是 --system-disk 和 --data-disk</translation>
    </message>
    <message>
        <source>--start-mode is gpu or no_gpu (got &apos;%1&apos;)</source>
        <translation>--start-mode 可选 gpu 或 no_gpu（收到的是“%1”）</translation>
    </message>
    <message>
        <source>--autostop is a time from 1 minute to a week (30m, 2h) or off (got &apos;%1&apos;)</source>
        <translation>--autostop 应为 1 分钟到一周之间的时长（如 30m、2h）或 off（收到的是“%1”）</translation>
    </message>
    <message>
        <source>this platform runs no startup scripts, so it cannot carry autostop</source>
        <translation>该平台不运行启动脚本，因此无法支持自动关机</translation>
    </message>
    <message>
        <source>creating the instance</source>
        <translation>创建实例</translation>
    </message>
    <message>
        <source>--gpu and --count choose the cards of a start with them; leave out --no-gpu</source>
        <translation>--gpu 和 --count 用于选择带卡开机时的显卡；请去掉 --no-gpu</translation>
    </message>
    <message>
        <source>release deletes the instance&apos;s system disk and its own data disk; add --yes to confirm</source>
        <translation>release 会删除实例的系统盘及其自带的数据盘；加 --yes 确认</translation>
    </message>
    <message>
        <source>reading events</source>
        <translation>读取事件</translation>
    </message>
    <message>
        <source>asking for the invoice</source>
        <translation>申请发票</translation>
    </message>
    <message>
        <source>reading the invoices</source>
        <translation>读取发票</translation>
    </message>
    <message>
        <source>--interval takes seconds between samples, from 0.1 to 3600 (got &apos;%1&apos;)</source>
        <translation>--interval 为采样间隔秒数，范围 0.1 到 3600（收到的是“%1”）</translation>
    </message>
    <message>
        <source>reading the volumes</source>
        <translation>读取数据卷</translation>
    </message>
    <message>
        <source>no volume &apos;%1&apos; (gpudeskctl volumes lists them)</source>
        <translation>没有数据卷“%1”（gpudeskctl volumes 会列出全部数据卷）</translation>
    </message>
    <message>
        <source>searching the market</source>
        <translation>搜索市场</translation>
    </message>
    <message>
        <source>this platform rents cards, not machines&apos; offers: create with --region, --gpu and --image</source>
        <translation>该平台按显卡出租，不提供整机报价：请用 --region、--gpu 和 --image 创建</translation>
    </message>
    <message>
        <source>--%1 is the offer&apos;s to say here: an offer is one machine, its cards and its place</source>
        <translation>这里的 --%1 由报价决定：一个报价就是一台机器，包括它的显卡和所在位置</translation>
    </message>
    <message>
        <source>&apos;sandbox&apos; for the local sandbox (default), &apos;runpod&apos; for RunPod, &apos;vast&apos; for Vast.ai, &apos;runpod+URL&apos; or &apos;vast+URL&apos; for their API at another address, &apos;slurm+https://USER@HOST:PORT[?login=LOGIN-NODE]&apos; for a Slurm cluster&apos;s slurmrestd (and its login node), or the URL of a platform that speaks gpudesk&apos;s API.</source>
        <translation>&apos;sandbox&apos; 表示本地沙盒（默认），&apos;runpod&apos; 表示 RunPod，&apos;vast&apos; 表示 Vast.ai，&apos;runpod+URL&apos; 或 &apos;vast+URL&apos; 表示其他地址上的同款 API，&apos;slurm+https://USER@HOST:PORT[?login=LOGIN-NODE]&apos; 表示 Slurm 集群的 slurmrestd（及其登录节点），也可以是兼容 gpudesk API 的平台的 URL。</translation>
    </message>
    <message>
        <source>Data directory of the local sandbox.</source>
        <translation>本地沙盒的数据目录。</translation>
    </message>
    <message>
        <source>Where your SSH files are (default: ~/.ssh, as ssh finds it).</source>
        <translation>SSH 文件所在目录（默认：~/.ssh，与 ssh 的查找位置一致）。</translation>
    </message>
    <message>
        <source>Also log to stderr, at debug level.</source>
        <translation>同时以 debug 级别将日志输出到 stderr。</translation>
    </message>
    <message>
        <source>Print JSON (the platform&apos;s own shapes) instead of lines.</source>
        <translation>输出 JSON（平台原始结构），而不是逐行文本。</translation>
    </message>
    <message>
        <source>The port on this computer (default: a free one).</source>
        <translation>本机端口（默认：任选一个空闲端口）。</translation>
    </message>
    <message>
        <source>A Markdown block for a README.</source>
        <translation>生成一段用于 README 的 Markdown。</translation>
    </message>
    <message>
        <source>Leave ~/.ssh/config alone.</source>
        <translation>不修改 ~/.ssh/config。</translation>
    </message>
    <message>
        <source>The jump host&apos;s key, as you checked it (SHA256:…).</source>
        <translation>跳板机的密钥，即你核对过的指纹（SHA256:…）。</translation>
    </message>
    <message>
        <source>Also add the public key to the platform.</source>
        <translation>同时将公钥添加到平台。</translation>
    </message>
    <message>
        <source>The key&apos;s passphrase, on the first line of this file.</source>
        <translation>密钥的口令，写在此文件的第一行。</translation>
    </message>
    <message>
        <source>Confirm a release; upload: send what the pre-flight warns about.</source>
        <translation>确认释放；用于 upload 时：照样上传预检警告的内容。</translation>
    </message>
    <message>
        <source>Leave out names or paths like this (repeatable).</source>
        <translation>排除此类名称或路径（可重复使用）。</translation>
    </message>
    <message>
        <source>In no-GPU mode.</source>
        <translation>使用无卡模式。</translation>
    </message>
    <message>
        <source>Released instances too.</source>
        <translation>包括已释放的实例。</translation>
    </message>
    <message>
        <source>Read the password (or the API key) from standard input.</source>
        <translation>从标准输入读取密码（或 API 密钥）。</translation>
    </message>
    <message>
        <source>The phone number or e-mail address.</source>
        <translation>手机号或电子邮箱地址。</translation>
    </message>
    <message>
        <source>A 2FA code or a recovery code.</source>
        <translation>二次验证码或恢复码。</translation>
    </message>
    <message>
        <source>The state to wait for.</source>
        <translation>要等待的状态。</translation>
    </message>
    <message>
        <source>Give up after this long: wait takes seconds (300 by default), watch-stock seconds or a unit (30m, 2h; 2h by default).</source>
        <translation>超过此时长则放弃：wait 以秒为单位（默认 300），watch-stock 可用秒数或带单位的时长（30m、2h；默认 2h）。</translation>
    </message>
    <message>
        <source>Empty pip&apos;s and conda&apos;s caches and remove __pycache__ and *.log first (images save).</source>
        <translation>先清空 pip 和 conda 的缓存，并删除 __pycache__ 和 *.log（images save）。</translation>
    </message>
    <message>
        <source>A JSON file with the API&apos;s field names: the instance to make once found.</source>
        <translation>使用 API 字段名的 JSON 文件：找到后要创建的实例。</translation>
    </message>
    <message>
        <source>A JSON file with the API&apos;s field names.</source>
        <translation>使用 API 字段名的 JSON 文件。</translation>
    </message>
    <message>
        <source>The name.</source>
        <translation>名称。</translation>
    </message>
    <message>
        <source>The region.</source>
        <translation>区域。</translation>
    </message>
    <message>
        <source>The GPU type.</source>
        <translation>GPU 型号。</translation>
    </message>
    <message>
        <source>How many GPUs (create, offers); how many samples (monitor).</source>
        <translation>GPU 数量（create、offers）；采样次数（monitor）。</translation>
    </message>
    <message>
        <source>Seconds between two samples (default 2).</source>
        <translation>两次采样之间的秒数（默认 2）。</translation>
    </message>
    <message>
        <source>How long a cluster&apos;s job may run (90m, 2h, 1h30m); the partition&apos;s default if not given.</source>
        <translation>集群作业最长可运行多久（90m、2h、1h30m）；不指定则用分区的默认值。</translation>
    </message>
    <message>
        <source>A machine&apos;s offer on a marketplace (gpudeskctl offers lists them).</source>
        <translation>市场上某台机器的报价（用 gpudeskctl offers 列出）。</translation>
    </message>
    <message>
        <source>The instance&apos;s disk on a marketplace machine.</source>
        <translation>实例在市场机器上的磁盘。</translation>
    </message>
    <message>
        <source>The most an hour, all its cards together.</source>
        <translation>每小时最高价，所有卡合计。</translation>
    </message>
    <message>
        <source>The image.</source>
        <translation>镜像。</translation>
    </message>
    <message>
        <source>System disk size.</source>
        <translation>系统盘大小。</translation>
    </message>
    <message>
        <source>A new data disk of this size.</source>
        <translation>新建一块此大小的数据盘。</translation>
    </message>
    <message>
        <source>An existing volume as the data disk; offers: only its machine&apos;s.</source>
        <translation>用已有数据卷作为数据盘；offers：只看它所在机器的报价。</translation>
    </message>
    <message>
        <source>create: a service port to relay (repeatable); doctor: the service to check.</source>
        <translation>create：要转发的服务端口（可重复）；doctor：要检查的服务。</translation>
    </message>
    <message>
        <source>The run&apos;s log file on the instance, read for why it died.</source>
        <translation>该次运行在实例上的日志文件，读取它以查明运行为何中断。</translation>
    </message>
    <message>
        <source>Also read why a run died (kernel log, disks), without a log file.</source>
        <translation>即使没有日志文件，也查明运行为何中断（内核日志、磁盘）。</translation>
    </message>
    <message>
        <source>gpu or no_gpu.</source>
        <translation>gpu 或 no_gpu。</translation>
    </message>
    <message>
        <source>Stop when idle this long in GPU mode (30m by default), or off.</source>
        <translation>GPU 模式下空闲这么久就关机（默认 30m），或 off。</translation>
    </message>
    <message>
        <source>How long idle in GPU mode before it stops (30m, 2h…).</source>
        <translation>GPU 模式下空闲多久后关机（30m、2h…）。</translation>
    </message>
    <message>
        <source>The same in no-GPU mode (2h by default).</source>
        <translation>无卡模式下的同一设置（默认 2h）。</translation>
    </message>
    <message>
        <source>Switch it off (a command run with --stop-when-done still stops it).</source>
        <translation>关闭此功能（用 --stop-when-done 运行的命令结束后仍会关机）。</translation>
    </message>
    <message>
        <source>Switch it on again with its last settings.</source>
        <translation>按上次的设置重新开启。</translation>
    </message>
    <message>
        <source>What it sees now (the default).</source>
        <translation>当前检测到的状态（默认）。</translation>
    </message>
    <message>
        <source>Stop the instance when the command ends.</source>
        <translation>命令结束后将实例关机。</translation>
    </message>
    <message>
        <source>With --stop-when-done, wait this long after it ends (5m…); for tokens rotate, how long the old secret goes on (1h…).</source>
        <translation>配合 --stop-when-done：命令结束后再等这么久（5m…）；用于 tokens rotate：旧密钥继续有效多久（1h…）。</translation>
    </message>
    <message>
        <source>Comma-separated scopes: read, instances, billing, keys.</source>
        <translation>逗号分隔的权限范围：read、instances、billing、keys。</translation>
    </message>
    <message>
        <source>Days until it expires.</source>
        <translation>多少天后过期。</translation>
    </message>
    <message>
        <source>The mobile number.</source>
        <translation>手机号。</translation>
    </message>
    <message>
        <source>The e-mail address.</source>
        <translation>电子邮箱地址。</translation>
    </message>
    <message>
        <source>Read the current and the new password from standard input.</source>
        <translation>从标准输入读取当前密码和新密码。</translation>
    </message>
    <message>
        <source>The daily spend limit, or off.</source>
        <translation>每日消费上限，或 off。</translation>
    </message>
    <message>
        <source>The most one boot may cost, or off.</source>
        <translation>单次开机最多花费多少，或 off。</translation>
    </message>
    <message>
        <source>One instance&apos;s lines.</source>
        <translation>只看某个实例的条目。</translation>
    </message>
    <message>
        <source>compute, no_gpu, storage, package, voucher or recharge.</source>
        <translation>compute、no_gpu、storage、package、voucher 或 recharge。</translation>
    </message>
    <message>
        <source>A month in the platform&apos;s time zone.</source>
        <translation>某个月份（按平台时区）。</translation>
    </message>
    <message>
        <source>Whom an invoice is made out to (a person&apos;s or a company&apos;s name).</source>
        <translation>发票抬头（个人或公司名称）。</translation>
    </message>
    <message>
        <source>A company&apos;s tax number, for its invoice.</source>
        <translation>公司税号，用于开发票。</translation>
    </message>
    <message>
        <source>A webhook&apos;s message format: json, feishu, dingtalk, wecom, slack or ntfy.</source>
        <translation>Webhook 的消息格式：json、feishu、dingtalk、wecom、slack 或 ntfy。</translation>
    </message>
    <message>
        <source>A webhook&apos;s events, separated by commas (all of them when left out).</source>
        <translation>Webhook 订阅的事件，用逗号分隔（不填则为全部事件）。</translation>
    </message>
    <message>
        <source>Warn by webhook when the balance is under this.</source>
        <translation>余额低于此值时通过 Webhook 提醒。</translation>
    </message>
    <message>
        <source>Write the CSV here instead of standard output.</source>
        <translation>将 CSV 写入此文件，而不是标准输出。</translation>
    </message>
    <message>
        <source>day or hour.</source>
        <translation>day 或 hour。</translation>
    </message>
    <message>
        <source>instance, gpu_type or member.</source>
        <translation>instance、gpu_type 或 member。</translation>
    </message>
    <message>
        <source>The size.</source>
        <translation>大小。</translation>
    </message>
    <message>
        <source>The kind of work: preprocess, inference, lora, full or serving.</source>
        <translation>任务类型：preprocess、inference、lora、full 或 serving。</translation>
    </message>
    <message>
        <source>Model size in billions of parameters.</source>
        <translation>模型参数量（单位：十亿）。</translation>
    </message>
    <message>
        <source>fp32, fp16, bf16, int8 or int4.</source>
        <translation>fp32、fp16、bf16、int8 或 int4。</translation>
    </message>
    <message>
        <source>Context length in tokens.</source>
        <translation>上下文长度（token 数）。</translation>
    </message>
    <message>
        <source>Batch size.</source>
        <translation>批大小。</translation>
    </message>
    <message>
        <source>What the machine costs.</source>
        <translation>机器的购置价格。</translation>
    </message>
    <message>
        <source>Rent per hour.</source>
        <translation>每小时租金。</translation>
    </message>
    <message>
        <source>Hours of use a year.</source>
        <translation>每年使用小时数。</translation>
    </message>
    <message>
        <source>Years kept.</source>
        <translation>使用年限。</translation>
    </message>
    <message>
        <source>Value lost over the years, in percent.</source>
        <translation>这些年间的折旧（百分比）。</translation>
    </message>
    <message>
        <source>Power under load.</source>
        <translation>满载功耗。</translation>
    </message>
    <message>
        <source>Electricity price per kWh.</source>
        <translation>电价（每 kWh）。</translation>
    </message>
    <message>
        <source>The on-demand rate per hour.</source>
        <translation>每小时按量计费价格。</translation>
    </message>
    <message>
        <source>The package&apos;s fraction of the on-demand price (default: the platform&apos;s).</source>
        <translation>套餐价占按量计费价格的比例（默认取平台的值）。</translation>
    </message>
    <message>
        <source>daily or weekly.</source>
        <translation>daily 或 weekly。</translation>
    </message>
    <message>
        <source>Hours of use expected in the period.</source>
        <translation>该周期内预计使用的小时数。</translation>
    </message>
    <message>
        <source>the two passwords differ; nothing was registered</source>
        <translation>两次输入的密码不一致；未注册</translation>
    </message>
    <message>
        <source>register needs a password</source>
        <translation>register 需要密码</translation>
    </message>
    <message>
        <source>registering</source>
        <translation>注册</translation>
    </message>
    <message>
        <source>logging in after registering</source>
        <translation>注册后登录</translation>
    </message>
    <message>
        <source>the two new passwords differ; the password is unchanged</source>
        <translation>两次输入的新密码不一致；密码未更改</translation>
    </message>
    <message>
        <source>password needs the current and the new password (two lines with --stdin)</source>
        <translation>password 需要当前密码和新密码（使用 --stdin 时为两行）</translation>
    </message>
    <message>
        <source>changing the password</source>
        <translation>修改密码</translation>
    </message>
    <message>
        <source>starting two-factor login</source>
        <translation>开始设置二次验证登录</translation>
    </message>
    <message>
        <source>2fa confirm needs the 6-digit code your authenticator app shows</source>
        <translation>2fa confirm 需要验证器应用显示的 6 位验证码</translation>
    </message>
    <message>
        <source>confirming two-factor login</source>
        <translation>确认二次验证登录</translation>
    </message>
    <message>
        <source>2fa disable needs --code CODE (from the app, or a recovery code)</source>
        <translation>2fa disable 需要 --code CODE（来自验证器应用，或一个恢复码）</translation>
    </message>
    <message>
        <source>turning two-factor login off</source>
        <translation>关闭二次验证登录</translation>
    </message>
    <message>
        <source>reading the login records</source>
        <translation>读取登录记录</translation>
    </message>
    <message>
        <source>listing members</source>
        <translation>列出成员</translation>
    </message>
    <message>
        <source>members add needs --name N and --phone P or --email E</source>
        <translation>members add 需要 --name N，以及 --phone P 或 --email E</translation>
    </message>
    <message>
        <source>members add needs the member&apos;s password (typed, or with --password-stdin)</source>
        <translation>members add 需要该成员的密码（手动输入，或用 --password-stdin）</translation>
    </message>
    <message>
        <source>adding the member</source>
        <translation>添加成员</translation>
    </message>
    <message>
        <source>members rm needs the member&apos;s id (see members ls)</source>
        <translation>members rm 需要成员 id（见 members ls）</translation>
    </message>
    <message>
        <source>removing the member</source>
        <translation>移除成员</translation>
    </message>
    <message>
        <source>members limits needs the member&apos;s id and --daily AMOUNT|off or --per-boot AMOUNT|off</source>
        <translation>members limits 需要成员 id，以及 --daily AMOUNT|off 或 --per-boot AMOUNT|off</translation>
    </message>
    <message>
        <source>setting the member&apos;s limits</source>
        <translation>设置成员的限额</translation>
    </message>
    <message>
        <source>--passphrase-file: cannot read %1: %2</source>
        <translation>--passphrase-file：无法读取 %1：%2</translation>
    </message>
    <message>
        <source>--passphrase-file: %1 is empty; leave the option out for a key without a passphrase</source>
        <translation>--passphrase-file：%1 为空；如果密钥不设口令，请不要使用此选项</translation>
    </message>
    <message>
        <source>ssh-keys generate needs a name, e.g. ssh-keys generate laptop</source>
        <translation>ssh-keys generate 需要一个名称，例如 ssh-keys generate laptop</translation>
    </message>
    <message>
        <source>ssh-keys import needs the key&apos;s file, e.g. ssh-keys import ~/.ssh/id_ed25519</source>
        <translation>ssh-keys import 需要密钥文件，例如 ssh-keys import ~/.ssh/id_ed25519</translation>
    </message>
    <message>
        <source>ssh-config jump takes [USER@]HOST[:PORT], or none</source>
        <translation>ssh-config jump 的参数为 [USER@]HOST[:PORT]，或 none</translation>
    </message>
    <message>
        <source>tunnel needs an instance and a port inside it, e.g. tunnel my-run 6006 (TensorBoard)</source>
        <translation>tunnel 需要实例和实例内的端口，例如 tunnel my-run 6006（TensorBoard）</translation>
    </message>
    <message>
        <source>watch-stock needs --gpu TYPE (gpudeskctl gpus lists them)</source>
        <translation>watch-stock 需要 --gpu TYPE（gpudeskctl gpus 会列出可选型号）</translation>
    </message>
    <message>
        <source>--timeout is how long to watch: seconds, or like 30m, 2h or 1d (got &apos;%1&apos;)</source>
        <translation>--timeout 是监视时长：秒数，或 30m、2h、1d 这样的写法（收到的是“%1”）</translation>
    </message>
    <message>
        <source>--interval is the seconds before the second look, from 0.1 to 3600 (got &apos;%1&apos;)</source>
        <translation>--interval 是第二次查看前等待的秒数，范围 0.1 到 3600（收到的是“%1”）</translation>
    </message>
    <message>
        <source>listing volumes</source>
        <translation>列出数据卷</translation>
    </message>
    <message>
        <source>creating the volume</source>
        <translation>创建数据卷</translation>
    </message>
    <message>
        <source>volumes rm needs the volume&apos;s id (see volumes ls)</source>
        <translation>volumes rm 需要数据卷 id（见 volumes ls）</translation>
    </message>
    <message>
        <source>deleting the volume</source>
        <translation>删除数据卷</translation>
    </message>
    <message>
        <source>listing images</source>
        <translation>列出镜像</translation>
    </message>
    <message>
        <source>images rm needs the image&apos;s id (see images ls)</source>
        <translation>images rm 需要镜像 id（见 images ls）</translation>
    </message>
    <message>
        <source>deleting the image</source>
        <translation>删除镜像</translation>
    </message>
    <message>
        <source>%1 needs INSTANCE SRC DEST, e.g. %2</source>
        <translation>%1 需要 INSTANCE SRC DEST，例如 %2</translation>
    </message>
    <message>
        <source>listing the webhooks</source>
        <translation>列出 Webhook</translation>
    </message>
    <message>
        <source>reading the platform&apos;s events</source>
        <translation>读取平台的事件列表</translation>
    </message>
    <message>
        <source>webhooks add needs the URL the platform posts to (https)</source>
        <translation>webhooks add 需要平台推送消息的 URL（https）</translation>
    </message>
    <message>
        <source>adding the webhook</source>
        <translation>添加 Webhook</translation>
    </message>
    <message>
        <source>webhooks %1 needs the webhook&apos;s id (see webhooks ls)</source>
        <translation>webhooks %1 需要 Webhook 的 id（见 webhooks ls）</translation>
    </message>
    <message>
        <source>removing the webhook</source>
        <translation>移除 Webhook</translation>
    </message>
    <message>
        <source>testing the webhook</source>
        <translation>测试 Webhook</translation>
    </message>
    <message>
        <source>reading the deliveries</source>
        <translation>读取推送记录</translation>
    </message>
    <message>
        <source>--%1 takes an amount in %2, like 2.50 (got &apos;%3&apos;)</source>
        <translation>--%1 需要一个以 %2 计的金额，例如 2.50（收到的是“%3”）</translation>
    </message>
    <message>
        <source>the startup script with autostop would be over the platform&apos;s 64 KiB; shorten your own part first</source>
        <translation>加上自动关机后，开机脚本会超过平台的 64 KiB 上限；请先缩短你自己的那部分</translation>
    </message>
    <message>
        <source>--kind is one of %1</source>
        <translation>--kind 只能是以下之一：%1</translation>
    </message>
    <message>
        <source>--grace is how long the old secret goes on, 0 to 1d (like 30m or 1h; got &apos;%1&apos;)</source>
        <translation>--grace 是旧令牌继续有效的时长，0 到 1d（例如 30m 或 1h；收到的是“%1”）</translation>
    </message>
    <message>
        <source>--image is for a cluster that runs containers (pyxis): name it in the address with &amp;containers=pyxis; without, a job runs the cluster&apos;s own software</source>
        <translation>--image 只用于运行容器（pyxis）的集群：请在地址里加上 &amp;containers=pyxis；没有它时，作业使用集群自己的软件</translation>
    </message>
    <message>
        <source>--%1 is not for a Slurm cluster&apos;s job: its software and its shared folders are the cluster&apos;s</source>
        <translation>--%1 不适用于 Slurm 集群的作业：作业的软件和共享文件夹都由集群提供</translation>
    </message>
    <message>
        <source>--time is how long the job may run, from 1 minute to a week (90m, 2h, 1h30m; got &apos;%1&apos;)</source>
        <translation>--time 是作业最多可以运行的时长，1 分钟到一周（90m、2h、1h30m；收到的是“%1”）</translation>
    </message>
    <message>
        <source>--offer and --disk rent a marketplace machine; with --spec FILE, the file says everything</source>
        <translation>--offer 和 --disk 用于租用市场上的机器；用 --spec FILE 时，一切都由文件指定</translation>
    </message>
    <message>
        <source>wait needs --state, one of: creating, starting, running, stopping, stopped, releasing, released, failed</source>
        <translation>wait 需要 --state，取值之一：creating、starting、running、stopping、stopped、releasing、released、failed</translation>
    </message>
    <message>
        <source>billing invoice needs --month YYYY-MM, --title (whom it is made out to) and --email (where it is sent); --tax-id for a company</source>
        <translation>billing invoice 需要 --month YYYY-MM、--title（发票抬头）和 --email（发送到哪里）；公司请加 --tax-id</translation>
    </message>
    <message>
        <source>on a marketplace an instance is rented from a machine&apos;s offer: find one with gpudeskctl offers --gpu TYPE, then create --offer ID --image IMAGE [--disk GB] [--name NAME]</source>
        <translation>在市场平台上，实例是从某台机器的报价租来的：先用 gpudeskctl offers --gpu TYPE 找一个，再 create --offer ID --image IMAGE [--disk GB] [--name NAME]</translation>
    </message>
    <message>
        <source>register needs --phone P and --email E (and the password on standard input with --password-stdin, or typed)</source>
        <translation>register 需要 --phone P 和 --email E（密码用 --password-stdin 从标准输入读取，或在提示时输入）</translation>
    </message>
    <message>
        <source>Check what arrived by reading it back from the instance&apos;s disk, not only as it was written (slower).</source>
        <translation>从实例磁盘读回已到达的内容再核对，而不只是核对写入时的数据（较慢）。</translation>
    </message>
    <message>
        <source>login needs --login PUBLIC_KEY</source>
        <translation>login 需要 --login 公钥</translation>
    </message>
    <message>
        <source>Amounts are in the platform&apos;s currency&apos;s main unit, as it shows them: --rent 2.50 is ¥2.50 on a
platform that bills in yuan (the local sandbox does).

Platforms: as --platform says. Each keeps its own login.

Credentials: GPUDESK_TOKEN (an API token; RunPod&apos;s or Vast.ai&apos;s API key) if set, on Compshare
COMPSHARE_PUBLIC_KEY and COMPSHARE_PRIVATE_KEY, else the session of `login`.</source>
        <translation>金额以平台货币的主单位计，与平台显示一致：在以人民币计费的平台上（本地沙盒即是如此），
--rent 2.50 表示 ¥2.50。

平台：见 --platform 的说明。各平台分别保存登录状态。

凭据：若设置了 GPUDESK_TOKEN（API 令牌；或 RunPod、Vast.ai 的 API 密钥）则使用它；在优云智算上使用
COMPSHARE_PUBLIC_KEY 和 COMPSHARE_PRIVATE_KEY；否则使用 `login` 的会话。</translation>
    </message>
    <message>
        <source>How long from now the platform stops it (45m, 2h, 1h30m).</source>
        <translation>从现在起多久后由平台关机（45m、2h、1h30m）。</translation>
    </message>
    <message>
        <source>When the platform stops it (2026-12-08T07:30:00Z).</source>
        <translation>平台关机的时间（2026-12-08T07:30:00Z）。</translation>
    </message>
    <message>
        <source>Remove the stop scheduled.</source>
        <translation>取消已设置的定时关机。</translation>
    </message>
    <message>
        <source>have the platform stop it at a time of yours</source>
        <translation>让平台在你指定的时间关机</translation>
    </message>
    <message>
        <source>--in DURATION (45m, 2h, 1h30m) from now, or --at TIME (2026-12-08T07:30:00Z, platform time); --cancel removes it. The platform stops it then, whether gpudesk runs or not, in use or not.</source>
        <translation>--in 时长（45m、2h、1h30m）表示从现在起，或 --at 时间（2026-12-08T07:30:00Z，平台时间）；--cancel 取消。届时平台会关机，无论 gpudesk 是否在运行、实例是否在使用。</translation>
    </message>
    <message>
        <source>give one of --in DURATION, --at TIME or --cancel</source>
        <translation>请给出 --in 时长、--at 时间或 --cancel 中的一个</translation>
    </message>
    <message>
        <source>--in takes a duration such as 45m, 2h or 1h30m</source>
        <translation>--in 需要一个时长，例如 45m、2h 或 1h30m</translation>
    </message>
    <message>
        <source>--at takes a time such as 2026-12-08T07:30:00Z</source>
        <translation>--at 需要一个时间，例如 2026-12-08T07:30:00Z</translation>
    </message>
    <message>
        <source>--billing is on_demand, package_daily, package_weekly or package_monthly (got &apos;%1&apos;)</source>
        <translation>--billing 应为 on_demand、package_daily、package_weekly 或 package_monthly（收到的是“%1”）</translation>
    </message>
    <message>
        <source>on_demand, package_daily, package_weekly or package_monthly (where the platform sells it).</source>
        <translation>on_demand、package_daily、package_weekly 或 package_monthly（平台有售时）。</translation>
    </message>
    <message>
        <source>restart its system, keeping its card (what runs in it is ended)</source>
        <translation>重启实例的系统，保留显卡（正在运行的程序会被结束）</translation>
    </message>
    <message>
        <source>A key pair for the agent on the instance (its private key is asked), where the platform gives the instance none.</source>
        <translation>给实例上代理用的一对密钥（会询问私钥），用于平台没有给实例密钥的情况。</translation>
    </message>
    <message>
        <source>data disks detached and kept: they bill until deleted</source>
        <translation>已卸载并保留的数据盘：删除前一直计费</translation>
    </message>
    <message>
        <source>a new data disk of --size GB on the instance</source>
        <translation>给实例新增一块 --size GB 的数据盘</translation>
    </message>
    <message>
        <source>The instance runs or is stopped and has no data disk yet. The disk is billed as the instance is, and comes empty, without a filesystem: the command prints the one line to run on the instance, as root, that makes one and mounts it at /data now and at each boot.</source>
        <translation>实例须在运行或已关机，且还没有数据盘。这块盘按实例的计费方式计费，交付时是空的，没有文件系统：命令会打印一行要在实例上以 root 运行的命令，它建好文件系统，并立即及每次开机时挂载到 /data。</translation>
    </message>
    <message>
        <source>the stopped instance&apos;s data disk made --size GB (it never shrinks)</source>
        <translation>把已关机实例的数据盘扩容到 --size GB（不能缩小）</translation>
    </message>
    <message>
        <source>the stopped instance&apos;s data disk taken off and kept with its files (it bills on)</source>
        <translation>从已关机实例上卸载数据盘并连同文件保留（继续计费）</translation>
    </message>
    <message>
        <source>a kept disk (disk ls) put on an instance of its zone that has none</source>
        <translation>把保留的云盘（disk ls）挂到同一可用区里没有数据盘的实例上</translation>
    </message>
    <message>
        <source>delete a kept disk and everything on it</source>
        <translation>删除一块保留的云盘及其上所有文件</translation>
    </message>
    <message>
        <source>listing the kept disks</source>
        <translation>列出保留的云盘</translation>
    </message>
    <message>
        <source>disk add needs INSTANCE and --size GB</source>
        <translation>disk add 需要 INSTANCE 和 --size GB</translation>
    </message>
    <message>
        <source>disk grow needs INSTANCE and --size GB, the new size</source>
        <translation>disk grow 需要 INSTANCE 和 --size GB（新大小）</translation>
    </message>
    <message>
        <source>disk attach needs INSTANCE and DISK (see disk ls)</source>
        <translation>disk attach 需要 INSTANCE 和 DISK（见 disk ls）</translation>
    </message>
    <message>
        <source>disk rm needs the disk&apos;s id (see disk ls)</source>
        <translation>disk rm 需要云盘的 ID（见 disk ls）</translation>
    </message>
    <message>
        <source>deleting the disk</source>
        <translation>删除云盘</translation>
    </message>
    <message>
        <source>What it is for (team create).</source>
        <translation>用途说明（team create）。</translation>
    </message>
    <message>
        <source>An amount of money (team give, team take-back).</source>
        <translation>金额（team give、team take-back）。</translation>
    </message>
    <message>
        <source>teams and their members, with what each was given and has left</source>
        <translation>团队及其成员，以及每人已分配和剩余的额度</translation>
    </message>
    <message>
        <source>a new team (the account must be verified)</source>
        <translation>新建团队（账号须已实名认证）</translation>
    </message>
    <message>
        <source>invite an account by its id; it joins on the platform&apos;s web site</source>
        <translation>按账号 ID 邀请；对方在平台网站上接受后加入</translation>
    </message>
    <message>
        <source>withdraw an invitation not answered yet</source>
        <translation>撤回尚未答复的邀请</translation>
    </message>
    <message>
        <source>give a member who joined --amount to spend, from your balance</source>
        <translation>从你的余额中给已加入的成员分配 --amount 额度</translation>
    </message>
    <message>
        <source>take back --amount of what a member has left</source>
        <translation>从成员的剩余额度中收回 --amount</translation>
    </message>
    <message>
        <source>which team? give its id or its name (see team ls)</source>
        <translation>哪个团队？请给出 ID 或名称（见 team ls）</translation>
    </message>
    <message>
        <source>listing teams</source>
        <translation>列出团队</translation>
    </message>
    <message>
        <source>team create needs the team&apos;s NAME</source>
        <translation>team create 需要团队名称 NAME</translation>
    </message>
    <message>
        <source>making the team</source>
        <translation>创建团队</translation>
    </message>
    <message>
        <source>team invite needs TEAM and the ACCOUNT&apos;s id</source>
        <translation>team invite 需要 TEAM 和账号 ID ACCOUNT</translation>
    </message>
    <message>
        <source>team cancel needs TEAM and the ACCOUNT&apos;s id</source>
        <translation>team cancel 需要 TEAM 和账号 ID ACCOUNT</translation>
    </message>
    <message>
        <source>give and take-back need TEAM, MEMBER and --amount</source>
        <translation>give 和 take-back 需要 TEAM、MEMBER 和 --amount</translation>
    </message>
    <message>
        <source>The cores wanted with the cards, where the platform rents a card in sizes (create).</source>
        <translation>与显卡一起要的 CPU 核数，用于平台按规格出租显卡时（create）。</translation>
    </message>
    <message>
        <source>The memory wanted with the cards and cores, where a size comes with several (create).</source>
        <translation>与显卡和核数一起要的内存，用于同一核数有几种内存时（create）。</translation>
    </message>
</context>
<context>
    <name>DataDiskDialog</name>
    <message>
        <source>Add a data disk</source>
        <translation>添加数据盘</translation>
    </message>
    <message>
        <source>Grow it</source>
        <translation>扩容</translation>
    </message>
    <message>
        <source>Detach and keep…</source>
        <translation>卸载并保留…</translation>
    </message>
    <message>
        <source>Disks kept apart</source>
        <translation>单独保留的云盘</translation>
    </message>
    <message>
        <source>Put it on this instance</source>
        <translation>挂到这台实例</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>A detached disk keeps its files and bills until you delete it. It goes on an instance of its own zone that has no data disk.</source>
        <translation>卸载的云盘保留其中的文件，删除前一直计费。它只能挂到同一可用区、还没有数据盘的实例上。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Data disk of “%1”</source>
        <translation>“%1”的数据盘</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>“%1” has a %2 GB data disk, at %3 on the instance.</source>
        <translation>“%1”有一块 %2 GB 的数据盘，在实例上是 %3。</translation>
    </message>
    <message>
        <source>“%1” has a %2 GB data disk.</source>
        <translation>“%1”有一块 %2 GB 的数据盘。</translation>
    </message>
    <message>
        <source>Change it</source>
        <translation>修改</translation>
    </message>
    <message>
        <source>“%1” has no data disk. Put on one what must outlive the instance: code, data, checkpoints. It stays when you save an image, and can move to another instance.</source>
        <translation>“%1”没有数据盘。要比实例活得久的东西都该放在数据盘上：代码、数据、checkpoint。它不进镜像，还能换到另一台实例上。</translation>
    </message>
    <message>
        <source>Add one</source>
        <translation>添加一块</translation>
    </message>
    <message>
        <source>The platform grows or detaches the disk of a stopped instance only: stop it first.</source>
        <translation>平台只能扩容或卸载已关机实例的云盘：请先关机。</translation>
    </message>
    <message>
        <source>A disk is added once the instance runs or is stopped.</source>
        <translation>实例运行或关机后才能添加云盘。</translation>
    </message>
    <message>
        <source>It is in %1; “%2” is in %3.</source>
        <translation>它在 %1；“%2”在 %3。</translation>
    </message>
    <message>
        <source>Detach this instance&apos;s disk first: it takes one data disk.</source>
        <translation>请先卸载这台实例的云盘：一台实例只挂一块数据盘。</translation>
    </message>
    <message>
        <source>%1 — %2 GB in %3, detached %4</source>
        <translation>%1 — %2 GB，位于 %3，卸载于 %4</translation>
    </message>
    <message>
        <source>The new disk is empty. Run this once on the instance, as root, to make a filesystem on it and mount it at /data now and at every boot:</source>
        <translation>新盘是空的。在实例上以 root 运行一次下面的命令，建好文件系统，并立即及每次开机时挂载到 /data：</translation>
    </message>
    <message>
        <source>Grow the data disk</source>
        <translation>扩容数据盘</translation>
    </message>
    <message>
        <source>Grow the data disk of “%1” from %2 GB to %3 GB? A disk never shrinks again, and a bigger one costs more for as long as it is kept.</source>
        <translation>把“%1”的数据盘从 %2 GB 扩容到 %3 GB？云盘扩容后不能再缩小，更大的盘在保留期间一直多花钱。</translation>
    </message>
    <message>
        <source>Once the instance runs again, grow its filesystem to fill the disk, as root:</source>
        <translation>实例再次运行后，以 root 扩展文件系统以占满整块盘：</translation>
    </message>
    <message>
        <source>Detach the data disk</source>
        <translation>卸载数据盘</translation>
    </message>
    <message>
        <source>Detach the data disk of “%1” and keep it? Its files stay on it, and it bills until you delete it; it is listed here and by gpudeskctl disk ls. The instance starts without it.</source>
        <translation>卸载“%1”的数据盘并保留？文件都留在盘上，删除前一直计费；它会列在这里和 gpudeskctl disk ls 中。实例此后开机时不带这块盘。</translation>
    </message>
    <message>
        <source>Detach and keep</source>
        <translation>卸载并保留</translation>
    </message>
    <message>
        <source>Detached %1 (%2 GB) and kept it.</source>
        <translation>已卸载 %1（%2 GB）并保留。</translation>
    </message>
    <message>
        <source>Mount it on the instance, as root (a disk gpudesk gave a filesystem carries the label “data”):</source>
        <translation>在实例上以 root 挂载它（gpudesk 建过文件系统的盘带有标签“data”）：</translation>
    </message>
    <message>
        <source>Delete the disk</source>
        <translation>删除云盘</translation>
    </message>
    <message>
        <source>Delete “%1” (%2 GB) and every file on it? It cannot be undone.</source>
        <translation>删除“%1”（%2 GB）及其上所有文件？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Deleted %1; it bills no more.</source>
        <translation>已删除 %1，不再计费。</translation>
    </message>
    <message>
        <source>Asking the platform…</source>
        <translation>正在请求平台…</translation>
    </message>
    <message>
        <source>A data disk made with the instance comes empty, without a filesystem. Once, on a new disk only (it erases the disk), run this as root: it makes one and mounts it at /data at every boot.</source>
        <translation>随实例创建的数据盘是空的，没有文件系统。只在新盘上执行一次（它会清空整块盘）：以 root 运行下面的命令，建好文件系统并在每次开机时挂载到 /data。</translation>
    </message>
</context>
<context>
    <name>DiskGuards</name>
    <message>
        <source>%1&apos;s system disk is %2% full</source>
        <translation>%1 的系统盘已用 %2%</translation>
    </message>
    <message>
        <source>%1&apos;s data disk is %2% full</source>
        <translation>%1 的数据盘已用 %2%</translation>
    </message>
    <message>
        <source>No cache is large there: delete old checkpoints and data you no longer need.</source>
        <translation>上面没有大的缓存：删掉旧的 checkpoint 和不再需要的数据。</translation>
    </message>
    <message>
        <source>The largest caches on it: %1. Clean them (pip cache purge, huggingface-cli delete-cache) or move them to the data disk with the startup script.</source>
        <translation>上面最大的缓存：%1。清理它们（pip cache purge、huggingface-cli delete-cache），或用开机脚本把它们挪到数据盘。</translation>
    </message>
    <message>
        <source>%1 has %2 left of %3. A full disk stops logs and checkpoints and kills runs. %4</source>
        <translation>%1 总共 %3，只剩 %2。磁盘满了会写不进日志和 checkpoint，程序会挂掉。%4</translation>
    </message>
    <message>
        <source>The system disk (/)</source>
        <translation>系统盘（/）</translation>
    </message>
    <message>
        <source>The data disk (%1)</source>
        <translation>数据盘（%1）</translation>
    </message>
    <message>
        <source>%1&apos;s caches are on its system disk</source>
        <translation>%1 的缓存在系统盘上</translation>
    </message>
    <message>
        <source>%1 fill the system disk, which is small and is deleted with the instance. Put them on the data disk from the next boot with the startup script (export HF_HOME=… TORCH_HOME=… PIP_CACHE_DIR=… under the data disk), and move what is there now.</source>
        <translation>%1 正在占满系统盘，系统盘很小，而且释放实例时会被删除。用开机脚本从下次开机起把它们放到数据盘（把 HF_HOME=… TORCH_HOME=… PIP_CACHE_DIR=… 指向数据盘下），并把现有的挪过去。</translation>
    </message>
</context>
<context>
    <name>DoctorPage</name>
    <message>
        <source>Money about to run out (under an hour left)</source>
        <translation>余额快用完（不到一小时）</translation>
    </message>
    <message>
        <source>A spend limit about to stop instances</source>
        <translation>消费上限快要让实例关机</translation>
    </message>
    <message>
        <source>A package about to end (a day and an hour before)</source>
        <translation>套餐快到期（提前一天和一小时）</translation>
    </message>
    <message>
        <source>A stopped instance costing storage for over a week</source>
        <translation>关机超过一周、仍在收存储费的实例</translation>
    </message>
    <message>
        <source>Start it</source>
        <translation>开机</translation>
    </message>
    <message>
        <source>Show it in Instances</source>
        <translation>在实例页查看</translation>
    </message>
    <message>
        <source>Rewrite the ssh config</source>
        <translation>重写 ssh 配置</translation>
    </message>
    <message>
        <source>Open SSH keys</source>
        <translation>打开 SSH 密钥</translation>
    </message>
    <message>
        <source>Make the key private</source>
        <translation>把密钥改成私有</translation>
    </message>
    <message>
        <source>Open a tunnel…</source>
        <translation>开隧道…</translation>
    </message>
    <message>
        <source>Create it elsewhere…</source>
        <translation>换个地方创建…</translation>
    </message>
    <message>
        <source>My run stopped by itself: also find out why</source>
        <translation>我的程序自己停了：顺便查一下原因</translation>
    </message>
    <message>
        <source>Diagnose</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Copy the report</source>
        <translation>复制报告</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>What it saw</source>
        <translation>看到了什么</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>该怎么做</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>守护项</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>Snooze for a day</source>
        <translation>暂停提醒一天</translation>
    </message>
    <message>
        <source>optional, e.g. 6006 for TensorBoard</source>
        <translation>可不填，例如 TensorBoard 的 6006</translation>
    </message>
    <message>
        <source>optional: its log file on the instance, e.g. ~/train.log</source>
        <translation>可不填：实例上的日志文件，例如 ~/train.log</translation>
    </message>
    <message>
        <source>Diagnose an instance</source>
        <translation>诊断实例</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Service port</source>
        <translation>服务端口</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>日志文件</translation>
    </message>
    <message>
        <source>Can&apos;t connect, can&apos;t open your service, or your run vanished? This checks one layer at a time, in order, and stops at the first broken one: fix that one before changing anything else.</source>
        <translation>连不上、打不开服务、或者程序没了？这里按顺序一层一层检查，停在第一个坏掉的那一层：先修好它，别的先别动。</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>守护</translation>
    </message>
    <message>
        <source>While gpudesk runs, these watch your money and warn you once for each cause, before it costs you. Snooze one you already know about.</source>
        <translation>gpudesk 运行时，这些守护项盯着你的钱，在花冤枉钱之前，每个原因提醒一次。已经知道的可以暂停提醒。</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Instance state</source>
        <translation>实例状态</translation>
    </message>
    <message>
        <source>Address in the ssh config</source>
        <translation>ssh 配置里的地址</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>SSH and host key</source>
        <translation>SSH 与主机密钥</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>Service inside</source>
        <translation>实例里的服务</translation>
    </message>
    <message>
        <source>Public port</source>
        <translation>公网端口</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Memory (RAM)</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>Diagnosing needs the SSH workspace, which is off on this computer.</source>
        <translation>诊断需要 SSH 工作区，这台电脑上没有开启。</translation>
    </message>
    <message>
        <source>There is no instance to diagnose.</source>
        <translation>没有可诊断的实例。</translation>
    </message>
    <message>
        <source>“%1” is not a port: a whole number from 1 to 65535.</source>
        <translation>“%1”不是端口：应是 1 到 65535 的整数。</translation>
    </message>
    <message>
        <source>Checking %1, one layer at a time…</source>
        <translation>正在逐层检查 %1…</translation>
    </message>
    <message>
        <source>Your SSH keys could not be read from the platform: %1</source>
        <translation>无法从平台读取你的 SSH 密钥：%1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>Starting it: diagnose again once it runs.</source>
        <translation>正在开机：运行后再诊断一次。</translation>
    </message>
    <message>
        <source>snoozed until %1</source>
        <translation>暂停提醒到 %1</translation>
    </message>
    <message>
        <source>warned</source>
        <translation>已提醒</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>A disk 90% full</source>
        <translation>磁盘用了 90%</translation>
    </message>
    <message>
        <source>Big caches on a system disk (Hugging Face, torch, pip)</source>
        <translation>系统盘上的大缓存（Hugging Face、torch、pip）</translation>
    </message>
    <message>
        <source>%1 is being checked already…</source>
        <translation>%1 正在检查中…</translation>
    </message>
    <message>
        <source>Create one like it…</source>
        <translation>照它新建一个…</translation>
    </message>
    <message>
        <source>A job&apos;s time limit about to end it (30 and 5 minutes before)</source>
        <translation>作业的时间上限快到了（提前 30 分钟和 5 分钟提醒）</translation>
    </message>
    <message>
        <source>While gpudesk runs, these watch your jobs and warn you once for each cause, before a time limit ends your work. Snooze one you already know about.</source>
        <translation>gpudesk 运行时，这些守护项盯着你的作业，在时间上限打断你的工作之前，每个原因提醒一次。已经知道的可以暂停提醒。</translation>
    </message>
    <message>
        <source>A voucher about to expire (3 days and 1 day before)</source>
        <translation>代金券即将过期（提前 3 天和 1 天）</translation>
    </message>
    <message>
        <source>The boot limit of an unverified account (30 and 5 minutes before)</source>
        <translation>未实名账号的单次开机时长上限（提前 30 和 5 分钟）</translation>
    </message>
    <message>
        <source>not watching</source>
        <translation>未在监控</translation>
    </message>
    <message>
        <source>You are logged out, so gpudesk cannot see the account: log in again to be warned.</source>
        <translation>你已退出登录，gpudesk 看不到账号情况：重新登录后才能收到提醒。</translation>
    </message>
    <message>
        <source>Checks, layer by layer</source>
        <translation>逐层检查</translation>
    </message>
    <message>
        <source>Spending guards</source>
        <translation>消费守护</translation>
    </message>
</context>
<context>
    <name>DownloadDialog</name>
    <message>
        <source>Download from an instance</source>
        <translation>从实例下载</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上一级</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>前往</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>From instance:</source>
        <translation>从实例：</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>下载什么：</translation>
    </message>
    <message>
        <source>Double-click a folder to open it; select a file or folder to download it (none selected: the folder shown).</source>
        <translation>双击文件夹进入；选中一个文件或文件夹即下载它（不选则下载当前显示的文件夹）。</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Into this folder here:</source>
        <translation>保存到本机文件夹：</translation>
    </message>
    <message>
        <source>Where the files go</source>
        <translation>文件保存到哪里</translation>
    </message>
    <message>
        <source>No instance is running: start one (no-GPU mode is enough) to download from it.</source>
        <translation>没有运行中的实例：请先开机（无卡模式即可）再下载。</translation>
    </message>
    <message>
        <source>%1 is not a folder on the instance.</source>
        <translation>%1 不是实例上的文件夹。</translation>
    </message>
    <message>
        <source>Choose what to download and the folder here it goes into.</source>
        <translation>请选择要下载的内容和本机的保存文件夹。</translation>
    </message>
</context>
<context>
    <name>Downloader</name>
    <message>
        <source>the folder cannot be made</source>
        <translation>无法创建该文件夹</translation>
    </message>
    <message>
        <source>many small files</source>
        <translation>大量小文件</translation>
    </message>
    <message>
        <source>The files could not be written into %1 (%2). Check the disk has room, then run the transfer again.</source>
        <translation>无法把文件写入 %1（%2）。请确认磁盘有空间，然后重新传输。</translation>
    </message>
    <message>
        <source>it could not be moved into place</source>
        <translation>无法放到目标位置</translation>
    </message>
    <message>
        <source>its folder cannot be made</source>
        <translation>无法创建它所在的文件夹</translation>
    </message>
    <message>
        <source>%1 arrived different from what the instance has (SHA-256 mismatch) and was removed here. Run the transfer again.</source>
        <translation>%1 收到的内容与实例上的不一致（SHA-256 不符），已在本机删除。请重新传输。</translation>
    </message>
    <message>
        <source>Paused: what arrived is kept, and the transfer resumes from there.</source>
        <translation>已暂停：已收到的部分会保留，继续时从那里接着传。</translation>
    </message>
</context>
<context>
    <name>GenerateKeyDialog</name>
    <message>
        <source>Add it to the platform now</source>
        <translation>立即添加到平台</translation>
    </message>
    <message>
        <source>Generate a key pair</source>
        <translation>生成密钥对</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>密码短语</translation>
    </message>
    <message>
        <source>Repeat it</source>
        <translation>再输一次</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>An ed25519 key, saved as %1 (only you can read it) and %1.pub. A passphrase protects the file if the computer is lost; gpudesk asks for it once per session.</source>
        <translation>ed25519 密钥，保存为 %1（只有你能读取）和 %1.pub。密码短语能在电脑丢失时保护密钥文件；gpudesk 每次运行只问一次。</translation>
    </message>
    <message>
        <source>Give the key a name, e.g. the computer&apos;s.</source>
        <translation>给密钥起个名字，比如电脑的名字。</translation>
    </message>
    <message>
        <source>%1 already exists and is never overwritten: choose another name.</source>
        <translation>%1 已存在，不会被覆盖：请换一个名字。</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>两次输入的密码短语不一致。</translation>
    </message>
</context>
<context>
    <name>GpuAdvisor</name>
    <message>
        <source>Data preparation and debugging hardly need a card: use no-GPU mode or the smallest card.</source>
        <translation>数据预处理和调试几乎不需要显卡：用无卡模式或最小规格即可。</translation>
    </message>
    <message>
        <source>Memory comes first: 16–24 GB for a mid-size model; batch size and sequence length add to it.</source>
        <translation>显存是首要约束：中等规模模型需要 16–24 GB；batch size 和序列长度会增加需求。</translation>
    </message>
    <message>
        <source>Memory comes first: 24–48 GB; with more, the batch size can grow.</source>
        <translation>显存是首要约束：24–48 GB；显存更大时 batch size 可以适当放大。</translation>
    </message>
    <message>
        <source>48 GB or more, and with several GPUs the link between them matters.</source>
        <translation>48 GB 以上；多卡时卡间互联带宽影响明显。</translation>
    </message>
    <message>
        <source>As much memory as the model needs, and fast memory: bandwidth sets the time to the first token.</source>
        <translation>显存按模型规模定，还要看显存带宽：带宽决定首 token 延迟。</translation>
    </message>
    <message>
        <source>%1 GB holds the %2 GB it needs.</source>
        <translation>%1 GB 足以容纳所需的 %2 GB。</translation>
    </message>
    <message>
        <source>%1 GB is too little for %2 GB: it would take %3 cards, which helps only when the code is distributed across them.</source>
        <translation>%1 GB 不够 %2 GB：需要 %3 张卡，而且只有代码做了分布式才有用。</translation>
    </message>
</context>
<context>
    <name>GpuHints</name>
    <message>
        <source>Only %1 of %2 cards work: the others have been idle for 10 minutes while you pay for them.</source>
        <translation>只有 %1 / %2 张卡在工作：其余的已经闲置 10 分钟，却一直在计费。</translation>
    </message>
    <message>
        <source>Start the training with torchrun (DistributedDataParallel) so that every card works.</source>
        <translation>用 torchrun（DistributedDataParallel）启动训练，让每张卡都工作。</translation>
    </message>
    <message>
        <source>Or rent an instance with one card: the same run costs a fraction.</source>
        <translation>或者租单卡实例：同样的训练只花几分之一的钱。</translation>
    </message>
    <message>
        <source>The card holds your model but has worked only %1% of the time for 10 minutes: it waits for data. The input pipeline is the bottleneck.</source>
        <translation>显卡已经载入了模型，但 10 分钟里只有 %1% 的时间在工作：它在等数据。瓶颈在数据加载。</translation>
    </message>
    <message>
        <source>Give the DataLoader more workers: num_workers up to %1, the instance&apos;s CPU cores.</source>
        <translation>给 DataLoader 更多 worker：num_workers 最多到 %1（实例的 CPU 核数）。</translation>
    </message>
    <message>
        <source>Give the DataLoader more workers: num_workers up to the instance&apos;s CPU cores.</source>
        <translation>给 DataLoader 更多 worker：num_workers 最多到实例的 CPU 核数。</translation>
    </message>
    <message>
        <source>Set pin_memory=True, and prefetch_factor 2 to 4.</source>
        <translation>设置 pin_memory=True，prefetch_factor 设为 2 到 4。</translation>
    </message>
    <message>
        <source>Read the data from the data disk, not the system disk, and decode it once beforehand (resized images, tokenized text).</source>
        <translation>从数据盘而不是系统盘读数据，并提前处理好一次（缩放好的图片、分好词的文本）。</translation>
    </message>
</context>
<context>
    <name>GpuHoursPanel</name>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Ran</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>The jobs could not be read: %1</source>
        <translation>读不到作业记录：%1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>No job of yours has run this month or last.</source>
        <translation>这个月和上个月你都没有运行过作业。</translation>
    </message>
    <message numerus="yes">
        <source>This month: %1 GPU-hours in %n job(s) · last month: %2 GPU-hours.</source>
        <translation>
            <numerusform>本月：%n 个作业共 %1 GPU 小时 · 上月：%2 GPU 小时。</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Your lab&apos;s internal price per GPU-hour, if it has one:</source>
        <translation>实验室的内部价格（每 GPU 小时，没有就留空）：</translation>
    </message>
    <message>
        <source>“%1” is not a price; type it like 2 or 1.50, or leave it empty.</source>
        <translation>“%1”不是价格；请写成 2 或 1.50 这样，或者留空。</translation>
    </message>
    <message>
        <source>At your lab&apos;s %1 per GPU-hour: %2 this month, %3 last month.</source>
        <translation>按实验室每 GPU 小时 %1 计：本月 %2，上月 %3。</translation>
    </message>
    <message>
        <source>Your lab&apos;s cluster counts GPU-hours, not money: each job below held its cards from its start to its end, whether they were busy or not.</source>
        <translation>实验室的集群按 GPU 小时计，不按钱计：下面每个作业从开始到结束都占着它的卡，不论卡忙不忙。</translation>
    </message>
    <message>
        <source>From the cluster&apos;s accounting: every job of yours, those started from a terminal too.</source>
        <translation>来自集群的记账系统：你的所有作业，包括从终端提交的。</translation>
    </message>
    <message>
        <source>The cluster keeps no accounting, so gpudesk keeps this list on this computer: the jobs it started, as it saw them.</source>
        <translation>这个集群没有记账系统，所以 gpudesk 在本机记录这份清单：它提交的作业，按它看到的情况。</translation>
    </message>
    <message>
        <source>The quota could not be read: %1</source>
        <translation>读不到配额：%1</translation>
    </message>
    <message>
        <source>Quota of the account %1: about %2 of %3 GPU-hours left. Your jobs used %4 since %5; the lab&apos;s other members may use the same quota.</source>
        <translation>账户 %1 的配额：%3 GPU 小时中约剩 %2。你的作业自 %5 起用了 %4；实验室其他成员可能共用这份配额。</translation>
    </message>
</context>
<context>
    <name>GpuLivePanel</name>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Busy (%)</source>
        <translation>繁忙度（%）</translation>
    </message>
    <message>
        <source>Memory in use (%)</source>
        <translation>显存/内存占用（%）</translation>
    </message>
    <message>
        <source>Processes holding GPU memory:</source>
        <translation>占用显存的进程：</translation>
    </message>
    <message>
        <source>The live figures stopped: %1</source>
        <translation>实时数据已中断：%1</translation>
    </message>
    <message>
        <source>Live figures come while the instance runs.</source>
        <translation>实例运行时才有实时数据。</translation>
    </message>
    <message>
        <source>Paused while hidden.</source>
        <translation>不显示时暂停采样。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>GPU %1: &lt;b&gt;%2%&lt;/b&gt; busy · %3 of %4 GB</source>
        <translation>GPU %1：繁忙 &lt;b&gt;%2%&lt;/b&gt; · 显存 %3 / %4 GB</translation>
    </message>
    <message>
        <source> · %1 W</source>
        <translation> · %1 W</translation>
    </message>
    <message>
        <source> · %1 °C</source>
        <translation> · %1 °C</translation>
    </message>
    <message>
        <source>No card to sample: %1</source>
        <translation>没有可采样的显卡：%1</translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation>CPU %1%</translation>
    </message>
    <message>
        <source>CPU …</source>
        <translation>CPU …</translation>
    </message>
    <message>
        <source> of %1 cores</source>
        <translation>（共 %1 核）</translation>
    </message>
    <message>
        <source> · RAM %1 of %2 GB</source>
        <translation> · 内存 %1 / %2 GB</translation>
    </message>
    <message>
        <source>minutes ago</source>
        <translation>分钟前</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
</context>
<context>
    <name>GpuMonitor</name>
    <message>
        <source>The instance ended the sampling: %1</source>
        <translation>实例结束了采样：%1</translation>
    </message>
</context>
<context>
    <name>IdentityPrompt</name>
    <message>
        <source>Confirm it is you</source>
        <translation>确认是你本人</translation>
    </message>
    <message>
        <source>This moves money or widens who can use the account, so gpudesk asks who you are once more (then not again for ten minutes).

Your password, or a 6-digit code from your authenticator app:</source>
        <translation>这一步会动用资金或扩大账号的使用范围，所以 gpudesk 需要再确认一次你的身份（之后十分钟内不再询问）。

请输入你的密码，或验证器应用中的 6 位验证码：</translation>
    </message>
</context>
<context>
    <name>ImageSizeProbe</name>
    <message>
        <source>pip&apos;s cache (~/.cache/pip)</source>
        <translation>pip 缓存（~/.cache/pip）</translation>
    </message>
    <message>
        <source>conda&apos;s package cache</source>
        <translation>conda 包缓存</translation>
    </message>
    <message>
        <source>__pycache__ folders</source>
        <translation>__pycache__ 文件夹</translation>
    </message>
    <message>
        <source>log files (*.log)</source>
        <translation>日志文件（*.log）</translation>
    </message>
    <message>
        <source>the Hugging Face cache (~/.cache/huggingface)</source>
        <translation>Hugging Face 缓存（~/.cache/huggingface）</translation>
    </message>
    <message>
        <source>checkpoints and weights (*.pt, *.safetensors, …)</source>
        <translation>检查点和权重（*.pt、*.safetensors 等）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The system disk holds %1; an image holds at most %2.</source>
        <translation>系统盘占用 %1；镜像最多只能 %2。</translation>
    </message>
    <message>
        <source>Clean the caches: %1.</source>
        <translation>清理缓存：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Move to the data disk, which images never include: %1.</source>
        <translation>移到数据盘（镜像从不包含数据盘）：%1。</translation>
    </message>
    <message>
        <source>Move data sets and outputs to the data disk, which images never include.</source>
        <translation>把数据集和输出移到数据盘（镜像从不包含数据盘）。</translation>
    </message>
</context>
<context>
    <name>InstanceActions</name>
    <message>
        <source>Start</source>
        <translation>开机</translation>
    </message>
    <message>
        <source>Start without GPU</source>
        <translation>无卡开机</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>关机</translation>
    </message>
    <message>
        <source>Release…</source>
        <translation>释放…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Copy SSH command</source>
        <translation>复制 SSH 命令</translation>
    </message>
    <message>
        <source>Boot it with its GPU; billing at the card&apos;s rate starts when it runs.</source>
        <translation>带卡开机；运行后按显卡单价计费。</translation>
    </message>
    <message>
        <source>Stop billing for the GPU; the disks are kept (and cost storage).</source>
        <translation>停止显卡计费；磁盘保留（收取存储费）。</translation>
    </message>
    <message>
        <source>Delete it and its own disks; billing ends.</source>
        <translation>删除实例及其自带磁盘；计费结束。</translation>
    </message>
    <message>
        <source>its %1 GB data disk</source>
        <translation>%1 GB 数据盘</translation>
    </message>
    <message>
        <source>no data disk</source>
        <translation>无数据盘</translation>
    </message>
    <message>
        <source>Stop “%1”?

Kept: the %2 GB system disk and %3, with everything on them.
Lost: what is running now and whatever is only in memory; save checkpoints to the data disk first.
Still costs: storage of the disks, by the day, until you release it.</source>
        <translation>关闭“%1”？

保留：%2 GB 系统盘和%3，以及其中的所有内容。
丢失：正在运行的程序和只在内存中的数据；请先把 checkpoint 存到数据盘。
仍然计费：磁盘存储费按天收取，直到释放为止。</translation>
    </message>
    <message>
        <source>Nothing of it is kept.</source>
        <translation>不会保留任何内容。</translation>
    </message>
    <message>
        <source>Kept: the volume used as its data disk.</source>
        <translation>保留：作为数据盘的数据卷。</translation>
    </message>
    <message>
        <source> and its %1 GB data disk</source>
        <translation>和 %1 GB 数据盘</translation>
    </message>
    <message>
        <source>Stop the instance</source>
        <translation>关闭实例</translation>
    </message>
    <message>
        <source>Release the instance</source>
        <translation>释放实例</translation>
    </message>
    <message>
        <source>Rename the instance</source>
        <translation>重命名实例</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>Stop later…</source>
        <translation>定时关机…</translation>
    </message>
    <message>
        <source>Save image…</source>
        <translation>保存镜像…</translation>
    </message>
    <message>
        <source>Stop it by itself after some hours, so a forgotten run does not bill all night.</source>
        <translation>几小时后自动关机，免得忘了关机整夜计费。</translation>
    </message>
    <message>
        <source>Save the system disk as an image to create instances from (not the data disk).</source>
        <translation>把系统盘保存为镜像，以后用它创建实例（不含数据盘）。</translation>
    </message>
    <message>
        <source>Stop later</source>
        <translation>定时关机</translation>
    </message>
    <message>
        <source>Stop “%1” after how many hours? (0 cancels a scheduled stop)</source>
        <translation>“%1”多少小时后关机？（0 表示取消定时关机）</translation>
    </message>
    <message>
        <source>“%1” is not a number of hours from 0 to 720.</source>
        <translation>“%1”不是 0 到 720 之间的小时数。</translation>
    </message>
    <message>
        <source>Save an image</source>
        <translation>保存镜像</translation>
    </message>
    <message>
        <source>Name of the image of “%1”. It holds the system disk (the environment, installed packages); the data disk is not part of it. Images cost storage by the day until deleted.</source>
        <translation>“%1”的镜像名称。镜像包含系统盘（运行环境、已安装的软件包），不包含数据盘。镜像在删除前按天收取存储费。</translation>
    </message>
    <message>
        <source> environment</source>
        <translation> 环境</translation>
    </message>
    <message>
        <source>Open terminal</source>
        <translation>打开终端</translation>
    </message>
    <message>
        <source>Open in VS Code</source>
        <translation>用 VS Code 打开</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Measure environment</source>
        <translation>检测环境</translation>
    </message>
    <message>
        <source>Tunnels…</source>
        <translation>隧道…</translation>
    </message>
    <message>
        <source>A terminal logged in to it. Run long jobs inside tmux, so they survive a dropped connection.</source>
        <translation>打开一个已登录该实例的终端。长任务请在 tmux 里运行，断线也不会中断。</translation>
    </message>
    <message>
        <source>Log in once and say how long it took, or what stands in the way.</source>
        <translation>登录一次，报告耗时，或说明哪里出了问题。</translation>
    </message>
    <message>
        <source>Read the card, disks, memory and Python stack on the instance.</source>
        <translation>读取实例上的显卡、磁盘、内存和 Python 环境。</translation>
    </message>
    <message>
        <source>TensorBoard, Jupyter, Gradio or any port inside it, on this computer.</source>
        <translation>把实例里的 TensorBoard、Jupyter、Gradio 或任意端口映射到本机。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Measuring %1…</source>
        <translation>正在检测 %1…</translation>
    </message>
    <message>
        <source>Measured: see the details below.</source>
        <translation>检测完成：结果见下方详情。</translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation>密钥的密码短语</translation>
    </message>
    <message>
        <source>%1 is protected by a passphrase. gpudesk keeps it in memory until you quit (or add the key to your SSH agent: ssh-add).</source>
        <translation>%1 设有密码短语。gpudesk 只把它保存在内存中，退出即清除（也可以把密钥加入 SSH agent：ssh-add）。</translation>
    </message>
    <message>
        <source>%1 answers: logged in in %2 s, host key checked.</source>
        <translation>%1 连接正常：%2 秒完成登录，主机密钥已核对。</translation>
    </message>
    <message>
        <source>The platform does not say which host key %1 has. It offers:

%2

Trust it only if that is the fingerprint you expect. It is remembered from then on.</source>
        <translation>平台没有提供 %1 的主机密钥。它出示的是：

%2

只有当这正是你预期的指纹时才信任它。信任后会被记住。</translation>
    </message>
    <message>
        <source>The host key of %1 changed.

Before: %2
Now: %3

This is expected after the instance was released and a new one created under the same name. Otherwise something may be answering in its place: do not accept it then.</source>
        <translation>%1 的主机密钥变了。

之前：%2
现在：%3

如果实例被释放后又用同一名字新建了一台，这是正常的。否则可能有别的机器在冒充它：那时不要接受。</translation>
    </message>
    <message>
        <source>Check the host key</source>
        <translation>核对主机密钥</translation>
    </message>
    <message>
        <source>Trust this key</source>
        <translation>信任此密钥</translation>
    </message>
    <message>
        <source>Not connected: the host key of %1 was not accepted.</source>
        <translation>未连接：没有接受 %1 的主机密钥。</translation>
    </message>
    <message>
        <source>gpudesk is still writing the ssh entry for %1; try again in a moment.</source>
        <translation>gpudesk 还在为 %1 写入 ssh 配置，请稍后再试。</translation>
    </message>
    <message>
        <source>Terminal opened. Tip: start long jobs inside tmux (tmux new -s train), so they keep running if the connection drops.</source>
        <translation>终端已打开。提示：长任务请在 tmux 里启动（tmux new -s train），断线后也会继续运行。</translation>
    </message>
    <message>
        <source>VS Code could not be started.</source>
        <translation>无法启动 VS Code。</translation>
    </message>
    <message>
        <source>VS Code (the `code` command) is not installed.</source>
        <translation>没有安装 VS Code（code 命令）。</translation>
    </message>
    <message>
        <source>Enable “Terminals and VS Code” on the SSH keys page first: VS Code finds instances through ~/.ssh/config.</source>
        <translation>请先在“SSH 密钥”页启用“终端与 VS Code”：VS Code 通过 ~/.ssh/config 找到实例。</translation>
    </message>
    <message>
        <source>Open the instance&apos;s data disk in VS Code over Remote-SSH.</source>
        <translation>通过 Remote-SSH 在 VS Code 中打开实例的数据盘。</translation>
    </message>
    <message>
        <source>Startup script…</source>
        <translation>开机脚本…</translation>
    </message>
    <message>
        <source>What runs at every boot: caches on the data disk, your environment, packages.</source>
        <translation>每次开机时运行的内容：把缓存放到数据盘、设置环境、安装软件包。</translation>
    </message>
    <message>
        <source>%1 booted: gpudesk started its startup script.</source>
        <translation>%1 已开机：gpudesk 已启动它的开机脚本。</translation>
    </message>
    <message>
        <source>%1 booted, but its startup script could not be started: %2</source>
        <translation>%1 已开机，但无法启动它的开机脚本：%2</translation>
    </message>
    <message>
        <source>They hold %1.</source>
        <translation>其中有 %1 的数据。</translation>
    </message>
    <message>
        <source>Release “%1”?

Deleted for good: the %2 GB system disk%3, with everything on them.%5 %4
Billing for it ends.

Type the instance&apos;s name to confirm:</source>
        <translation>释放“%1”？

永久删除：%2 GB 系统盘%3，以及其中的所有内容。%5%4
该实例的计费结束。

请输入实例名称以确认：</translation>
    </message>
    <message>
        <source>The disks of “%1” hold %2, deleted with it. Download what you need first?</source>
        <translation>“%1”的磁盘上有 %2 的数据，释放时会一并删除。要先把需要的内容下载下来吗？</translation>
    </message>
    <message>
        <source>It is not running: start it without a GPU to download.</source>
        <translation>它没有在运行：请以无卡模式开机后再下载。</translation>
    </message>
    <message>
        <source>Download first…</source>
        <translation>先下载…</translation>
    </message>
    <message>
        <source>Diagnose…</source>
        <translation>诊断…</translation>
    </message>
    <message>
        <source>Can&apos;t connect or can&apos;t open a service? Check it layer by layer on the Doctor page.</source>
        <translation>连不上或打不开服务？到诊断页逐层检查。</translation>
    </message>
    <message>
        <source>Autostop…</source>
        <translation>自动关机…</translation>
    </message>
    <message>
        <source>Stop it by itself when nobody uses it, so a forgotten instance does not bill all night.</source>
        <translation>无人使用时自动关机，忘关的实例不会整夜计费。</translation>
    </message>
    <message>
        <source>Prepare, then run…</source>
        <translation>先准备，再运行…</translation>
    </message>
    <message>
        <source>Upload and check your code without the GPU, then run it with the GPU and stop when it ends.</source>
        <translation>先在无卡模式下上传并检查代码，再用 GPU 运行，跑完自动关机。</translation>
    </message>
    <message>
        <source>Stop “%1”?

Lost: everything on the %2 GB system disk (this platform empties it at every stop) — whatever is not under %3 — what is running now and whatever is only in memory.
Kept: %4, with everything on it.
Still costs: its storage until you release it.</source>
        <translation>关闭“%1”？

会丢失：%2 GB 系统盘上的全部内容（这个平台每次关机都会清空它）——即不在 %3 下的一切——以及正在运行的程序和只在内存里的数据。
保留：%4 及其上的全部内容。
仍会计费：它的存储费，直到你释放实例。</translation>
    </message>
    <message>
        <source>Stop “%1”?

Lost: everything on the %2 GB system disk (this platform empties it at every stop; it has no data disk), what is running now and whatever is only in memory. Copy what you need off it first.</source>
        <translation>关闭“%1”？

会丢失：%2 GB 系统盘上的全部内容（这个平台每次关机都会清空它，而这台实例没有数据盘），以及正在运行的程序和只在内存里的数据。请先把需要的东西拷出来。</translation>
    </message>
    <message>
        <source>No stop was scheduled for %1: %2</source>
        <translation>没有为 %1 安排关机：%2</translation>
    </message>
    <message>
        <source>%1 stops at %2: its autostop agent stops it then, in use or not (this platform cannot schedule a stop itself).</source>
        <translation>%1 将在 %2 关机：届时由它的自动关机代理关机，无论是否在使用（这个平台自己不能定时关机）。</translation>
    </message>
    <message>
        <source>No stop is scheduled for %1 now.</source>
        <translation>%1 现在没有安排关机。</translation>
    </message>
    <message>
        <source>gpudesk is to start the startup script of %1 (with its autostop) on it, and needs to know its host key first. The platform does not say which key it has. It offers:

%2

Trust it only if that is the fingerprint you expect (the platform&apos;s web console may show it). It is remembered from then on.</source>
        <translation>gpudesk 要在 %1 上启动它的开机脚本（包括自动关机），需要先确认它的主机密钥。平台没有告诉我们它用的是哪个密钥。它提供的是：

%2

只有当这正是你预期的指纹时才信任它（平台的网页控制台可能会显示）。之后会一直记住。</translation>
    </message>
    <message>
        <source>The host key of %1 was not accepted: its startup script and autostop do not run until it is (Test connection asks again).</source>
        <translation>没有接受 %1 的主机密钥：在接受之前，它的开机脚本和自动关机都不会运行（“测试连接”会再次询问）。</translation>
    </message>
    <message>
        <source>Stop “%1”?

Kept: its %2 GB disk, with everything on it.
Lost: what is running now and whatever is only in memory.
Still costs: its disk, %3, until you release it.</source>
        <translation>关闭“%1”？

保留：它的 %2 GB 磁盘及上面的所有内容。
丢失：正在运行的程序和只在内存里的东西。
仍要付费：它的磁盘，%3，直到你释放它。</translation>
    </message>
    <message>
        <source>by the day</source>
        <translation>按天计</translation>
    </message>
    <message>
        <source>%1 a day</source>
        <translation>每天 %1</translation>
    </message>
    <message>
        <source>Its card goes back to the host, who may rent it to someone else meanwhile: then it cannot start again until the card is free, and you may have to make a new instance like it.</source>
        <translation>它的卡会还给机主，机主可能在这期间把卡租给别人：那样它要等卡空出来才能再启动，你可能得另建一个同样的实例。</translation>
    </message>
    <message>
        <source>Create one like it…</source>
        <translation>照它新建一个…</translation>
    </message>
    <message>
        <source>A new instance with this one&apos;s card, image and disk: when its machine is gone or its card is taken, or to run a second one.</source>
        <translation>用这个实例的显卡、镜像和磁盘新建一个：当它的机器没了、卡被租走了，或者想再开一个时用。</translation>
    </message>
    <message>
        <source>Copy data from another instance…</source>
        <translation>从另一个实例复制数据…</translation>
    </message>
    <message>
        <source>The platform copies a folder from another instance into this one, host to host: the other one may be stopped, even waiting for its card.</source>
        <translation>由平台在机器之间把另一个实例的一个文件夹复制到这一个：另一个可以是关机的，甚至是在等卡的。</translation>
    </message>
    <message>
        <source>There is no other instance to copy from.</source>
        <translation>没有别的实例可以复制。</translation>
    </message>
    <message>
        <source>Copy data</source>
        <translation>复制数据</translation>
    </message>
    <message>
        <source>Copy from which instance into “%1”? The other one may be stopped: its disk is read where it is.</source>
        <translation>从哪个实例复制到“%1”？另一个可以是关机的：平台直接读取它所在机器上的磁盘。</translation>
    </message>
    <message>
        <source>Which folder of “%1”? It is copied to the same folder on “%2”.</source>
        <translation>复制“%1”的哪个文件夹？会复制到“%2”上的同一个文件夹。</translation>
    </message>
    <message>
        <source>“%1” is not a folder on the instance: give its full path, e.g. /workspace/.</source>
        <translation>“%1”不是实例上的文件夹：请写完整路径，例如 /workspace/。</translation>
    </message>
    <message>
        <source>Nothing was copied: %1</source>
        <translation>什么都没有复制：%1</translation>
    </message>
    <message>
        <source>Copying %1 from “%2” to “%3”: the platform does it, host to host, and goes on without this console. Check the folder on “%3” in a few minutes.</source>
        <translation>正在把 %1 从“%2”复制到“%3”：由平台在机器之间完成，关掉本控制台也会继续。几分钟后去“%3”上看看那个文件夹。</translation>
    </message>
    <message>
        <source>Extend or end earlier…</source>
        <translation>延长或提前结束…</translation>
    </message>
    <message>
        <source>Move the job&apos;s end: earlier frees the cards sooner; later asks the cluster for more time, which many clusters leave to their admins.</source>
        <translation>调整作业的结束时间：提前可以早点把卡让出来；推迟是向集群申请更多时间，很多集群只允许管理员这样做。</translation>
    </message>
    <message>
        <source>Extend or end earlier</source>
        <translation>延长或提前结束</translation>
    </message>
    <message>
        <source>“%1” ends at %2, its time limit. End it how many hours from now? A later end asks the cluster for more time, which many clusters leave to their admins.</source>
        <translation>“%1”会在 %2 到达时间上限结束。要在多少小时后结束？比现在更晚，就是向集群申请更多时间，很多集群只允许管理员这样做。</translation>
    </message>
    <message>
        <source>“%1” is not a number of hours from 0.02 (a minute or so) to 720: a job always ends at some time.</source>
        <translation>“%1”不是 0.02（约一分钟）到 720 之间的小时数：作业总要在某个时间结束。</translation>
    </message>
    <message>
        <source>No-GPU mode: the platform&apos;s small no-GPU rate instead of the card&apos;s, for setup and uploads.</source>
        <translation>无卡模式：按平台较低的无卡价格计费，而不是显卡价格，适合配置环境和上传。</translation>
    </message>
    <message>
        <source>Its card goes back to the pool; %1 stock in %2 is %3 right now. To start again it needs one free.</source>
        <translation>它的显卡会回到资源池；%2 的 %1 库存现在是“%3”。再次开机时需要有空闲的卡。</translation>
    </message>
    <message numerus="yes">
        <source>Its card goes back to the pool. Right now %n other %1 card(s) are free in %2; to start again it needs %3 free then.</source>
        <translation>
            <numerusform>它的显卡会回到资源池。%2 现在还有 %n 张其他的 %1 空闲；再次开机时需要那时有 %3 张空闲。</numerusform>
        </translation>
    </message>
    <message>
        <source>Its card goes back to the pool, and no other %1 is free in %2 right now: if none is free when you start it again, it cannot start until one is.</source>
        <translation>它的显卡会回到资源池，而 %2 现在没有其他空闲的 %1：如果再次开机时没有空闲的卡，就要等到有卡空出来才能开机。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>low</source>
        <translation>少</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>high</source>
        <translation>多</translation>
    </message>
    <message>
        <source>Start on another card…</source>
        <translation>换卡开机…</translation>
    </message>
    <message>
        <source>Start it on another card or count in its region, keeping its disks: a cheap card to debug, a big one to train.</source>
        <translation>在同一地域换一种卡或换个数量开机，磁盘保留：便宜的卡调试，大卡训练。</translation>
    </message>
    <message>
        <source>“%1” cannot be saved as an image: its system disk holds %2, an image at most %3. Start it, then clean the caches and move data sets and checkpoints to the data disk (gpudeskctl images save %1 --clean says what is big).</source>
        <translation>“%1”无法保存为镜像：它的系统盘占用 %2，镜像最多 %3。请开机后清理缓存，并把数据集和检查点移到数据盘（gpudeskctl images save %1 --clean 会列出占空间的内容）。</translation>
    </message>
    <message>
        <source>Reboot</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>Restart its system, keeping its card and disks: for a hung driver or a process that will not end. What runs in it is ended.</source>
        <translation>重启系统，保留显卡和磁盘：用于驱动卡死或结束不了的进程。正在运行的程序会被结束。</translation>
    </message>
    <message>
        <source>Reboot “%1”? Everything running in it is ended; its card, disks and files stay.</source>
        <translation>重启“%1”？其中正在运行的一切都会被结束；显卡、磁盘和文件都会保留。</translation>
    </message>
    <message>
        <source>Data disk…</source>
        <translation>数据盘…</translation>
    </message>
    <message>
        <source>Add a data disk, grow it, or detach it and keep its files for another instance.</source>
        <translation>添加数据盘、扩容，或卸载并保留其中的文件，留给另一台实例。</translation>
    </message>
    <message>
        <source>Nothing of it is kept: to keep the data disk, stop it and detach the disk first (Data disk…).</source>
        <translation>什么都不保留：要保留数据盘，请先关机并卸载它（数据盘…）。</translation>
    </message>
</context>
<context>
    <name>InstanceDetails</name>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Select an instance to see how to log in, its disks, ports and history.</source>
        <translation>选中一台实例，查看登录方式、磁盘、端口和历史。</translation>
    </message>
    <message>
        <source>Log in: the platform gives it no SSH; its events say why.</source>
        <translation>登录：平台没有为它提供 SSH；原因见其事件。</translation>
    </message>
    <message>
        <source>Log in: SSH comes with the next start.</source>
        <translation>登录：下次开机后提供 SSH。</translation>
    </message>
    <message>
        <source>Data disk: none — everything is on the system disk, and a release deletes it.</source>
        <translation>数据盘：无 —— 所有内容都在系统盘上，释放即删除。</translation>
    </message>
    <message>
        <source>Port %1: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt; (the service must listen on 0.0.0.0)</source>
        <translation>端口 %1：&lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;（服务必须监听 0.0.0.0）</translation>
    </message>
    <message>
        <source>Port %1: reachable while it runs (the service must listen on 0.0.0.0)</source>
        <translation>端口 %1：运行时可访问（服务必须监听 0.0.0.0）</translation>
    </message>
    <message>
        <source>Stops by itself at %1 (platform time).</source>
        <translation>将于 %1（平台时间）自动关机。</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>, %1 of %2 memory in use</source>
        <translation>，显存已用 %1 / %2</translation>
    </message>
    <message>
        <source>, %1% busy</source>
        <translation>，利用率 %1%</translation>
    </message>
    <message>
        <source> (driver %1)</source>
        <translation>（驱动 %1）</translation>
    </message>
    <message>
        <source>GPU: none seen — %1</source>
        <translation>GPU：未检测到 —— %1</translation>
    </message>
    <message>
        <source>System disk</source>
        <translation>系统盘</translation>
    </message>
    <message>
        <source>Data disk</source>
        <translation>数据盘</translation>
    </message>
    <message>
        <source>%1 &lt;code&gt;%2&lt;/code&gt;: %3 used of %4</source>
        <translation>%1 &lt;code&gt;%2&lt;/code&gt;：已用 %3 / %4</translation>
    </message>
    <message>
        <source>RAM: %1, %2 available</source>
        <translation>内存：%1，可用 %2</translation>
    </message>
    <message>
        <source>Python: not found</source>
        <translation>Python：未找到</translation>
    </message>
    <message>
        <source>Python %1</source>
        <translation>Python %1</translation>
    </message>
    <message>
        <source> · PyTorch %1, sees the GPU</source>
        <translation> · PyTorch %1，能看到 GPU</translation>
    </message>
    <message>
        <source> · PyTorch %1, sees no GPU</source>
        <translation> · PyTorch %1，看不到 GPU</translation>
    </message>
    <message>
        <source>disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>已用 %1</translation>
    </message>
    <message>
        <source>use not reported</source>
        <translation>平台未报告用量</translation>
    </message>
    <message>
        <source>host key %1</source>
        <translation>主机密钥 %1</translation>
    </message>
    <message>
        <source>the platform does not give the host key: Test connection shows it once for you to confirm</source>
        <translation>平台不提供主机密钥：“测试连接”会显示一次，请你确认</translation>
    </message>
    <message>
        <source>%1 (checked)</source>
        <translation>%1（已核对）</translation>
    </message>
    <message>
        <source>Only a terminal, through the platform&apos;s SSH proxy: transfers, tunnels and the doctor&apos;s checks need direct SSH, which this instance does not have (create one with a public IP and port 22 exposed over TCP).</source>
        <translation>只能通过平台的 SSH 代理开终端：传文件、隧道和诊断检查都需要直连 SSH，而这台实例没有（请创建带公网 IP、并以 TCP 开放 22 端口的实例）。</translation>
    </message>
    <message>
        <source>System disk: %1 GB, %2 — kept when stopped, deleted on release; caches and installed packages live here.</source>
        <translation>系统盘：%1 GB，%2 —— 关机保留，释放即删除；缓存和安装的软件包在这里。</translation>
    </message>
    <message>
        <source>System disk: %1 GB, %2 — emptied at every stop: what is installed there must be installed again after a start; keep your work on the data disk.</source>
        <translation>系统盘：%1 GB，%2 —— 每次关机都会清空：装在上面的东西开机后要重新安装；请把工作放在数据盘上。</translation>
    </message>
    <message>
        <source>Data disk: volume %1, %2 GB, %3 — kept when stopped and after release.</source>
        <translation>数据盘：数据卷 %1，%2 GB，%3 —— 关机和释放后都保留。</translation>
    </message>
    <message>
        <source>Data disk: %1 GB, %2 — kept when stopped, deleted on release; keep code, data sets, weights, logs and checkpoints here (%3).</source>
        <translation>数据盘：%1 GB，%2 —— 关机保留，释放即删除；代码、数据集、权重、日志和 checkpoint 请放在这里（%3）。</translation>
    </message>
    <message>
        <source>Data disk: none — everything is on the system disk, and the next stop empties it.</source>
        <translation>数据盘：无 —— 所有东西都在系统盘上，下次关机就会被清空。</translation>
    </message>
    <message>
        <source>Through the platform&apos;s SSH proxy (%1), not the machine&apos;s own address: the terminal, transfers and tunnels work, transfers more slowly; the machine&apos;s ports cannot be reached from outside, so open a tunnel to them.</source>
        <translation>经平台的 SSH 代理（%1）连接，而不是机器自己的地址：终端、传输和隧道都能用，传输慢一些；从外面连不到机器的端口，请为它们开一条隧道。</translation>
    </message>
    <message>
        <source>Port %1: not reachable from outside (no public address): open a tunnel to it.</source>
        <translation>端口 %1：从外面连不到（没有公网地址），请为它开一条隧道。</translation>
    </message>
    <message>
        <source>Waiting in the queue: %1</source>
        <translation>排队中：%1</translation>
    </message>
    <message>
        <source>Slurm expects to start it at %1.</source>
        <translation>Slurm 预计在 %1 开始运行它。</translation>
    </message>
    <message>
        <source>On node %1, reached through the login node %2: the terminal, transfers, tunnels and the doctor go that way.</source>
        <translation>运行在节点 %1 上，经登录节点 %2 访问：终端、传输、隧道和连接诊断都走这条路。</translation>
    </message>
    <message>
        <source>Files: your home folder and the cluster&apos;s shared folders stay after the job; what is only on the node&apos;s own disk (/tmp) is gone when the job ends.</source>
        <translation>文件：你的主目录和集群的共享目录在作业结束后仍保留；只在节点本地磁盘（/tmp）上的东西，作业结束就没了。</translation>
    </message>
    <message>
        <source>Ends at %1, its time limit (in %2): save checkpoints before then.</source>
        <translation>将在 %1 到达时间上限结束（还有 %2）：请在那之前保存检查点。</translation>
    </message>
    <message>
        <source>Ends at %1 (in %2), as you asked.</source>
        <translation>按你的设置，将在 %1 结束（还有 %2）。</translation>
    </message>
    <message>
        <source>Log in: SSH comes once the job runs.</source>
        <translation>登录：作业运行后才有 SSH。</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>GPU, live</source>
        <translation>GPU 实时</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Login command</source>
        <translation>登录命令</translation>
    </message>
    <message>
        <source>Copies the login command</source>
        <translation>复制登录命令</translation>
    </message>
    <message>
        <source>Disks and what survives</source>
        <translation>磁盘，以及哪些会保留</translation>
    </message>
    <message>
        <source>When it stops by itself</source>
        <translation>什么时候自动停止</translation>
    </message>
    <message>
        <source>Measured after this boot</source>
        <translation>本次开机后的检测结果</translation>
    </message>
    <message>
        <source>At %1 · &lt;a href=&quot;gpudesk:copy-markdown&quot;&gt;copy as Markdown for a README&lt;/a&gt;</source>
        <translation>检测于 %1 · &lt;a href=&quot;gpudesk:copy-markdown&quot;&gt;复制为 Markdown，贴进 README&lt;/a&gt;</translation>
    </message>
    <message>
        <source>From any terminal · %1</source>
        <translation>在任意终端运行 · %1</translation>
    </message>
    <message>
        <source>Through your jump host %1 (Settings → Network).</source>
        <translation>经你的跳板机 %1（设置 → 网络）。</translation>
    </message>
    <message>
        <source>Stops at %1 unless it is used: gpudesk moves this stop on while it sees the instance used (last at %2), and the platform carries it out even with the console closed.</source>
        <translation>若无人使用，将于 %1 关机：gpudesk 看到实例在使用时会把这个关机时间往后推（上次使用于 %2），即使控制台关闭，平台也会按时关机。</translation>
    </message>
    <message>
        <source>its start</source>
        <translation>开机时</translation>
    </message>
    <message>
        <source>the platform does not give the host key: the first login, with its password, remembers it</source>
        <translation>平台不提供主机密钥：第一次用平台给的密码登录时会记住它</translation>
    </message>
    <message>
        <source>%1, served by the platform: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</source>
        <translation>%1，由平台提供：&lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>%1, served by the platform while it runs (port %2)</source>
        <translation>%1，实例运行时由平台提供（端口 %2）</translation>
    </message>
    <message>
        <source>Data disk: %1 GB, at %2 on the instance — kept when stopped; deleted on release unless detached first. Mount it at /data (Data disk… has the line) and keep code, data sets, weights, logs and checkpoints there.</source>
        <translation>数据盘：%1 GB，在实例上是 %2 — 关机时保留；释放时删除，除非先卸载。把它挂载到 /data（“数据盘…”里有命令），代码、数据集、权重、日志和 checkpoint 都放在那里。</translation>
    </message>
</context>
<context>
    <name>InstanceTableModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>No GPU</source>
        <translation>无卡</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Daily package</source>
        <translation>包天</translation>
    </message>
    <message>
        <source>Weekly package</source>
        <translation>包周</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>按量</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>This boot</source>
        <translation>本次开机</translation>
    </message>
    <message>
        <source>Uptime</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>%1 (not attached)</source>
        <translation>%1（未挂载）</translation>
    </message>
    <message>
        <source>With GPU</source>
        <translation>有卡</translation>
    </message>
    <message>
        <source>Costs while so</source>
        <translation>当前状态的费用</translation>
    </message>
    <message>
        <source>Queued (#%1)</source>
        <translation>排队中（第 %1 位）</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>%1 (time limit)</source>
        <translation>%1（时间上限）</translation>
    </message>
    <message>
        <source>The job&apos;s time limit: Slurm ends it then, whatever is running.</source>
        <translation>作业的时间上限：到时 Slurm 会结束它，不管里面在跑什么。</translation>
    </message>
    <message>
        <source>It stops by itself then (Stop later).</source>
        <translation>到时它会自动关机（定时关机）。</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>Monthly package</source>
        <translation>包月</translation>
    </message>
</context>
<context>
    <name>InstanceWords</name>
    <message>
        <source>Creating</source>
        <translation>创建中</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>开机中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>关机中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已关机</translation>
    </message>
    <message>
        <source>Releasing</source>
        <translation>释放中</translation>
    </message>
    <message>
        <source>Released</source>
        <translation>已释放</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>by you</source>
        <translation>由您操作</translation>
    </message>
    <message>
        <source>the balance ran out</source>
        <translation>余额耗尽</translation>
    </message>
    <message>
        <source>a spend limit was reached</source>
        <translation>达到消费上限</translation>
    </message>
    <message>
        <source>the longest boot allowed was reached</source>
        <translation>达到单次开机时长上限</translation>
    </message>
    <message>
        <source>the scheduled stop time came</source>
        <translation>到达定时关机时间</translation>
    </message>
    <message>
        <source>the package expired</source>
        <translation>包周期到期</translation>
    </message>
    <message>
        <source>the boot did not finish in time</source>
        <translation>开机超时</translation>
    </message>
    <message>
        <source>the platform had a problem</source>
        <translation>平台出现问题</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>the startup script finished (its output: ~/.gpudesk/startup.log)</source>
        <translation>开机脚本已运行完毕（输出见 ~/.gpudesk/startup.log）</translation>
    </message>
    <message>
        <source>%1 a day for its disks</source>
        <translation>磁盘每天 %1</translation>
    </message>
    <message>
        <source>prepaid</source>
        <translation>已预付</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>不花钱</translation>
    </message>
    <message>
        <source>it was idle (autostop)</source>
        <translation>一直空闲（自动关机）</translation>
    </message>
    <message>
        <source>its card is rented to someone else for now</source>
        <translation>它的卡暂时租给了别人</translation>
    </message>
    <message>
        <source>it waits in the cluster&apos;s queue</source>
        <translation>正在集群的队列中排队</translation>
    </message>
    <message>
        <source>its time limit ended</source>
        <translation>作业时限已到</translation>
    </message>
</context>
<context>
    <name>InstancesPage</name>
    <message>
        <source>Log in to see your instances and what they cost.</source>
        <translation>登录后即可看到您的实例及其费用。</translation>
    </message>
    <message>
        <source>Balance %1</source>
        <translation>余额 %1</translation>
    </message>
    <message>
        <source>Now %1/h</source>
        <translation>当前 %1/小时</translation>
    </message>
    <message>
        <source>lasts %1 at %2/h</source>
        <translation>按 %2/小时 还可用 %1</translation>
    </message>
    <message>
        <source>nothing is billing now</source>
        <translation>当前没有计费</translation>
    </message>
    <message>
        <source>vouchers %1</source>
        <translation>代金券 %1</translation>
    </message>
    <message>
        <source>spend limit in %1</source>
        <translation>%1 后达到消费上限</translation>
    </message>
    <message>
        <source>Offline: %1 The figures are the last known, estimated forward.</source>
        <translation>离线：%1 以下数字为最后已知值的推算。</translation>
    </message>
    <message>
        <source>The figures are stale: the platform has not answered for a while; they are estimated forward.</source>
        <translation>数据已过时：平台有一段时间没有响应；以下数字为推算值。</translation>
    </message>
    <message>
        <source>Not logged in.</source>
        <translation>尚未登录。</translation>
    </message>
    <message>
        <source>Reading the balance…</source>
        <translation>正在读取余额…</translation>
    </message>
    <message>
        <source>spend limit reached</source>
        <translation>已达到消费上限</translation>
    </message>
    <message>
        <source>today %1</source>
        <translation>今日已用 %1</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Not updated: %1 The figures are the last known, estimated forward.</source>
        <translation>未能更新：%1 显示的是最后已知的数字，并按时间推算。</translation>
    </message>
    <message numerus="yes">
        <source>%n stopped instance(s) store for %1 a day</source>
        <translation>
            <numerusform>%n 台关机实例的存储每天 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>running so far %1</source>
        <translation>运行至今 %1</translation>
    </message>
    <message>
        <source>Diagnose…</source>
        <translation>诊断…</translation>
    </message>
    <message>
        <source>Open the Doctor page on this failure: what went wrong, layer by layer, and what to do.</source>
        <translation>在诊断页查看这个失败：哪里出了问题、逐层检查、该怎么做。</translation>
    </message>
    <message>
        <source>Keep running 1 h</source>
        <translation>再运行 1 小时</translation>
    </message>
    <message>
        <source>Hold its autostop for an hour from now; it counts idle time again after that.</source>
        <translation>从现在起暂停自动关机一小时；之后重新计算空闲时间。</translation>
    </message>
    <message>
        <source>%1 could not be kept running: %2</source>
        <translation>无法让 %1 继续运行：%2</translation>
    </message>
    <message>
        <source>%1 keeps running for the next hour; autostop counts idle time again after that.</source>
        <translation>%1 将再运行一小时；之后自动关机重新计算空闲时间。</translation>
    </message>
    <message>
        <source>%1 was idle by its agent&apos;s count, but the console sees it used (%2): kept running for %3.</source>
        <translation>按监测程序的判断 %1 已空闲，但控制台看到它在用（%2）：让它再运行 %3。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>The balance is on the platform&apos;s web site</source>
        <translation>余额请在平台网站上查看</translation>
    </message>
    <message>
        <source>&lt;p&gt;No instances yet. &lt;a href=&quot;create&quot;&gt;Create your first instance&lt;/a&gt;: a region, a card and an image, with the cost in view.&lt;/p&gt;</source>
        <translation>&lt;p&gt;还没有实例。&lt;a href=&quot;create&quot;&gt;创建第一个实例&lt;/a&gt;：选区域、卡型和镜像，费用一目了然。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) held by your jobs now</source>
        <translation>
            <numerusform>你的作业现在占用 %n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPU-hours so far</source>
        <translation>目前已用 %1 GPU 小时</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) waiting in the queue</source>
        <translation>
            <numerusform>%n 个作业在排队</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lab&apos;s cluster counts GPU-hours, not money.</source>
        <translation>实验室的集群按 GPU 小时计，不收钱。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Starting in no-GPU mode costs a small part of a card&apos;s price (the create wizard shows both rates): upload and install first, then start it with the GPU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;无卡模式开机只花显卡价格的一小部分（创建向导里两种价格都有）：先上传、装环境，再带卡开机。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The balance and the bills are on the platform&apos;s web site: its API does not give them.</source>
        <translation>余额和账单请在平台网站查看：它的 API 不提供这些信息。</translation>
    </message>
</context>
<context>
    <name>InvoicesPanel</name>
    <message>
        <source>Request an invoice</source>
        <translation>申请发票</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Made out to</source>
        <translation>抬头</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>发票号码</translation>
    </message>
    <message>
        <source>An invoice covers what you paid in a month (your recharges), sent to the e-mail address you give. Each payment goes on one invoice only; ask again later in the month for what you pay after.</source>
        <translation>发票按月开具你付过的钱（充值），发送到你填写的邮箱。每笔付款只能开一次发票；之后再付的钱，月内可以再申请。</translation>
    </message>
    <message>
        <source>Your name, or your company&apos;s</source>
        <translation>你的姓名，或公司名称</translation>
    </message>
    <message>
        <source>A company&apos;s tax number (18 characters); empty for a person</source>
        <translation>公司的纳税人识别号（18 位）；个人留空</translation>
    </message>
    <message>
        <source>Where the invoice is sent</source>
        <translation>发票发送到的邮箱</translation>
    </message>
    <message>
        <source>New invoice</source>
        <translation>新发票</translation>
    </message>
    <message>
        <source>Month:</source>
        <translation>月份：</translation>
    </message>
    <message>
        <source>Made out to:</source>
        <translation>抬头：</translation>
    </message>
    <message>
        <source>Tax number:</source>
        <translation>税号：</translation>
    </message>
    <message>
        <source>E-mail:</source>
        <translation>邮箱：</translation>
    </message>
    <message>
        <source>The invoices could not be read: %1</source>
        <translation>无法读取发票：%1</translation>
    </message>
    <message>
        <source>Say whom the invoice is made out to: your name, or your company&apos;s.</source>
        <translation>请填写发票抬头：你的姓名，或公司名称。</translation>
    </message>
    <message>
        <source>A tax number has 15 to 20 letters and digits (a company&apos;s unified social credit code has 18). Leave it empty for a person.</source>
        <translation>税号由 15 到 20 位字母和数字组成（公司的统一社会信用代码为 18 位）。个人请留空。</translation>
    </message>
    <message>
        <source>Nothing paid in %1 is left to invoice: every payment of that month is on an invoice already, or none was made.</source>
        <translation>%1 没有可开票的付款：该月的每笔付款都已开过发票，或该月没有付款。</translation>
    </message>
    <message>
        <source>No invoice was asked for: %1</source>
        <translation>未能申请发票：%1</translation>
    </message>
    <message>
        <source>Asked for: an invoice of %1 for %2, made out to %3. It is sent to %4 once issued.</source>
        <translation>已申请：%2 的发票，金额 %1，抬头 %3。开具后会发送到 %4。</translation>
    </message>
    <message>
        <source>issued %1</source>
        <translation>已于 %1 开具</translation>
    </message>
    <message>
        <source>requested %1</source>
        <translation>已于 %1 申请</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未开具</translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <comment>the date format of a month</comment>
        <translation>yyyy年M月</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>发票</translation>
    </message>
</context>
<context>
    <name>ItemNames</name>
    <message>
        <source>No-GPU mode</source>
        <translation>无卡模式</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>volume %1</source>
        <translation>数据卷 %1</translation>
    </message>
    <message>
        <source>image %1</source>
        <translation>镜像 %1</translation>
    </message>
</context>
<context>
    <name>JumpHostSetting</name>
    <message>
        <source>The jump host is not kept: %1</source>
        <translation>跳板机没有保存：%1</translation>
    </message>
    <message>
        <source>SSH goes through %1 from now on.</source>
        <translation>从现在起，SSH 经 %1 转发。</translation>
    </message>
    <message>
        <source>SSH goes straight to the instances again.</source>
        <translation>SSH 重新直接连接实例。</translation>
    </message>
    <message>
        <source>Trust this jump host?</source>
        <translation>信任这台跳板机？</translation>
    </message>
    <message>
        <source>%1 presents the host key
%2
which gpudesk has not met before. Compare it with the one your network&apos;s admins publish: SSH to every instance will go through this host.</source>
        <translation>%1 出示的主机密钥是
%2
gpudesk 以前没有见过它。请和网络管理员公布的密钥核对：所有实例的 SSH 都会经过这台主机。</translation>
    </message>
    <message>
        <source>Trust it</source>
        <translation>信任</translation>
    </message>
    <message>
        <source>The jump host is not kept: its key was not confirmed.</source>
        <translation>跳板机没有保存：它的密钥没有得到确认。</translation>
    </message>
    <message>
        <source>Checking the jump host %1…</source>
        <translation>正在检查跳板机 %1…</translation>
    </message>
</context>
<context>
    <name>KeychainBackend</name>
    <message>
        <source>the system keychain is not available (%1)</source>
        <translation>系统钥匙串不可用（%1）</translation>
    </message>
    <message>
        <source>the system keychain</source>
        <translation>系统钥匙串</translation>
    </message>
</context>
<context>
    <name>LedgerModel</name>
    <message>
        <source>GPU time</source>
        <translation>显卡时长</translation>
    </message>
    <message>
        <source>No-GPU mode</source>
        <translation>无卡模式</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>包日/包周</translation>
    </message>
    <message>
        <source>Paid by voucher</source>
        <translation>代金券抵扣</translation>
    </message>
    <message>
        <source>Money added</source>
        <translation>充值</translation>
    </message>
    <message>
        <source>Data transfer</source>
        <translation>数据流量</translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation>%1 · %2 × %3</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>What</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Instance or disk</source>
        <translation>实例或磁盘</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
</context>
<context>
    <name>LedgerPanel</name>
    <message>
        <source>Show more</source>
        <translation>显示更多</translation>
    </message>
    <message>
        <source>Save the month&apos;s statement (CSV)…</source>
        <translation>保存本月对账单（CSV）…</translation>
    </message>
    <message>
        <source>Every kind</source>
        <translation>全部类型</translation>
    </message>
    <message>
        <source>Every instance</source>
        <translation>全部实例</translation>
    </message>
    <message>
        <source>Month:</source>
        <translation>月份：</translation>
    </message>
    <message>
        <source>Instance:</source>
        <translation>实例：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Latest lines</source>
        <translation>最近的明细</translation>
    </message>
    <message>
        <source>%1 (released)</source>
        <translation>%1（已释放）</translation>
    </message>
    <message>
        <source>The ledger could not be read: %1</source>
        <translation>无法读取账单明细：%1</translation>
    </message>
    <message>
        <source>No lines for this choice.</source>
        <translation>这个筛选条件下没有明细。</translation>
    </message>
    <message>
        <source>Total of these lines: %1 (charges above zero, money added and vouchers below).</source>
        <translation>这些明细合计：%1（扣费为正，充值和代金券为负）。</translation>
    </message>
    <message>
        <source>The statement could not be read: %1</source>
        <translation>无法读取对账单：%1</translation>
    </message>
    <message>
        <source>The lines of %1 add up to %2 but the platform&apos;s total is %3; nothing was saved. Try again in a moment.</source>
        <translation>%1 的明细合计为 %2，而平台的合计为 %3；未保存任何文件。请稍后再试。</translation>
    </message>
    <message>
        <source>Save the statement</source>
        <translation>保存对账单</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n line(s) of %1, total %2 as the platform counts it, to %3.</source>
        <translation>
            <numerusform>已把 %1 的 %n 条明细保存到 %3，合计 %2，与平台的计算一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>账单明细</translation>
    </message>
</context>
<context>
    <name>LocalStartupScripts</name>
    <message>
        <source>Could not remove %1.</source>
        <translation>无法删除 %1。</translation>
    </message>
    <message>
        <source>A startup script holds at most 64 KiB.</source>
        <translation>开机脚本最多 64 KiB。</translation>
    </message>
</context>
<context>
    <name>LoginDialog</name>
    <message>
        <source>Log in to gpudesk</source>
        <translation>登录 gpudesk</translation>
    </message>
    <message>
        <source>13800000000 or name@example.com</source>
        <translation>13800000000 或 name@example.com</translation>
    </message>
    <message>
        <source>Phone or e-mail:</source>
        <translation>手机号或邮箱：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>Create an account</source>
        <translation>注册账号</translation>
    </message>
    <message>
        <source>Try the sandbox (demo account, play money)</source>
        <translation>试用沙箱（演示账号，虚拟货币）</translation>
    </message>
    <message>
        <source>This account has two-factor authentication. Enter the 6-digit code from your authenticator app, or one of your recovery codes.</source>
        <translation>此账号已开启两步验证。请输入验证器应用中的 6 位验证码，或一个恢复码。</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Mobile number:</source>
        <translation>手机号：</translation>
    </message>
    <message>
        <source>E-mail:</source>
        <translation>邮箱：</translation>
    </message>
    <message>
        <source>Password again:</source>
        <translation>再次输入密码：</translation>
    </message>
    <message>
        <source>Create the account</source>
        <translation>创建账号</translation>
    </message>
    <message>
        <source>I have an account</source>
        <translation>我已有账号</translation>
    </message>
    <message>
        <source>Enter your password.</source>
        <translation>请输入密码。</translation>
    </message>
    <message>
        <source>The two passwords differ.</source>
        <translation>两次输入的密码不一致。</translation>
    </message>
    <message>
        <source>This platform logs in with an API key. Create one on its web site (in its settings, under API keys, with read and write access) and paste it here. gpudesk keeps it in your keychain and shows it nowhere.</source>
        <translation>这个平台用 API 密钥登录。请在平台网站的设置里（API 密钥一栏）创建一个有读写权限的密钥，粘贴到这里。gpudesk 把它保存在系统钥匙串里，不会在任何地方显示。</translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation>粘贴 API 密钥</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <source>Paste the API key first.</source>
        <translation>请先粘贴 API 密钥。</translation>
    </message>
    <message>
        <source>Your cluster logs you in with a token from Slurm. gpudesk can get one for you: it logs in to the login node with your SSH key and runs “scontrol token” there. Or make one yourself and paste it below.</source>
        <translation>集群用 Slurm 生成的令牌登录。gpudesk 可以替你获取：用你的 SSH 密钥登录登录节点，在那里运行“scontrol token”。你也可以自己生成一个，粘贴到下面。</translation>
    </message>
    <message>
        <source>your user name on the cluster</source>
        <translation>你在集群上的用户名</translation>
    </message>
    <message>
        <source>Get a token from the login node</source>
        <translation>从登录节点获取令牌</translation>
    </message>
    <message>
        <source>Trust this key and go on</source>
        <translation>信任这个密钥并继续</translation>
    </message>
    <message>
        <source>or paste a token (scontrol token lifespan=86400)</source>
        <translation>或粘贴令牌（scontrol token lifespan=86400）</translation>
    </message>
    <message>
        <source>User name:</source>
        <translation>用户名：</translation>
    </message>
    <message>
        <source>Login node:</source>
        <translation>登录节点：</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>令牌：</translation>
    </message>
    <message>
        <source>Log in with this token</source>
        <translation>用这个令牌登录</translation>
    </message>
    <message>
        <source>Type your user name on the cluster.</source>
        <translation>请输入你在集群上的用户名。</translation>
    </message>
    <message>
        <source>Type the login node (the machine you ssh to), or paste a token.</source>
        <translation>请输入登录节点（你平时 ssh 登录的那台机器），或粘贴令牌。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a login node: type its host name, and its port after a colon if it is not 22.</source>
        <translation>“%1”不是登录节点：请输入它的主机名；端口不是 22 的话，在冒号后写上端口。</translation>
    </message>
    <message>
        <source>gpudesk&apos;s SSH is not ready yet; paste a token instead.</source>
        <translation>gpudesk 的 SSH 还没准备好；请改为粘贴令牌。</translation>
    </message>
    <message>
        <source>The login node made no token%1. Ask the cluster&apos;s admins whether Slurm&apos;s JWT authentication is on (AuthAltTypes=auth/jwt), or paste a token you made.</source>
        <translation>登录节点没有生成令牌%1。请问问集群管理员是否开启了 Slurm 的 JWT 认证（AuthAltTypes=auth/jwt），或粘贴你自己生成的令牌。</translation>
    </message>
    <message>
        <source> (it said: %1)</source>
        <translation>（它说：%1）</translation>
    </message>
    <message>
        <source>Get a token from the login node, or paste one first.</source>
        <translation>请先从登录节点获取令牌，或粘贴一个。</translation>
    </message>
    <message>
        <source>your SSH private key, e.g. ~/.ssh/id_ed25519</source>
        <translation>你的 SSH 私钥，例如 ~/.ssh/id_ed25519</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Your SSH private key</source>
        <translation>你的 SSH 私钥</translation>
    </message>
    <message>
        <source>SSH key:</source>
        <translation>SSH 密钥：</translation>
    </message>
    <message>
        <source>There is no key at %1: choose the private key you log in to the login node with.</source>
        <translation>%1 处没有密钥：请选择你登录登录节点用的私钥。</translation>
    </message>
    <message>
        <source>This platform logs in with a key pair. Make one on its web site (under API keys) and paste both halves here. gpudesk keeps them in your keychain and shows the private key nowhere.</source>
        <translation>此平台使用密钥对登录。请在平台网站的“API 密钥”处创建，并把公钥和私钥都粘贴到这里。gpudesk 将它们保存在系统钥匙串中，私钥不会在任何地方显示。</translation>
    </message>
    <message>
        <source>Paste the public key</source>
        <translation>粘贴公钥</translation>
    </message>
    <message>
        <source>Paste the private key</source>
        <translation>粘贴私钥</translation>
    </message>
    <message>
        <source>Public key:</source>
        <translation>公钥：</translation>
    </message>
    <message>
        <source>Private key:</source>
        <translation>私钥：</translation>
    </message>
    <message>
        <source>Paste both the public and the private key.</source>
        <translation>请同时粘贴公钥和私钥。</translation>
    </message>
</context>
<context>
    <name>LoginStart</name>
    <message>
        <source>Start gpudesk when you log in?</source>
        <translation>登录系统时启动 gpudesk？</translation>
    </message>
    <message>
        <source>Your instance bills by the hour. The spending guards, the receipts and the warning five minutes before an autostop work only while gpudesk runs.

Started at login, gpudesk waits in the tray. You can turn this off in Settings.</source>
        <translation>你的实例按小时计费。消费守护、账单回执和自动关机前五分钟的提醒，只在 gpudesk 运行时才有效。

登录时启动后，gpudesk 在托盘里待命。可以在“设置”里关掉。</translation>
    </message>
    <message>
        <source>Start at login</source>
        <translation>登录时启动</translation>
    </message>
    <message>
        <source>gpudesk will not start at login; Settings can turn it on.</source>
        <translation>gpudesk 不会在登录时启动；可以在“设置”里打开。</translation>
    </message>
    <message>
        <source>gpudesk will start in the tray when you log in.</source>
        <translation>登录系统时，gpudesk 会在托盘里启动。</translation>
    </message>
    <message>
        <source>gpudesk cannot start at login: %1</source>
        <translation>gpudesk 无法设为登录时启动：%1</translation>
    </message>
    <message>
        <source>gpudesk still starts at login: %1</source>
        <translation>gpudesk 仍会在登录时启动：%1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>gpudesk</source>
        <translation>gpudesk 云显卡控制台</translation>
    </message>
    <message>
        <source>Not connected to a platform yet.</source>
        <translation>尚未连接到平台。</translation>
    </message>
    <message>
        <source>Cannot reach the platform: %1</source>
        <translation>无法连接到平台：%1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source> · time ×%1</source>
        <translation> · 时间 ×%1</translation>
    </message>
    <message>
        <source>Connected to %1 · platform time %2%3</source>
        <translation>已连接到 %1 · 平台时间 %2%3</translation>
    </message>
    <message>
        <source>An instance was stopped</source>
        <translation>有实例被关机</translation>
    </message>
    <message>
        <source>Instances are still billing at %1/h. Closing gpudesk does not stop them: the platform bills until they are stopped.</source>
        <translation>实例仍在以 %1/小时 计费。关闭 gpudesk 不会让它们停下：平台会一直计费，直到它们被关机。</translation>
    </message>
    <message>
        <source>gpudesk is still running</source>
        <translation>gpudesk 仍在运行</translation>
    </message>
    <message>
        <source>Instances are still billing</source>
        <translation>实例仍在计费</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>仍然退出</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>控制台(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Log out</source>
        <translation>退出登录(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Settings are used until gpudesk quits but not kept: %1</source>
        <translation>设置在本次运行中生效，但未能保存：%1</translation>
    </message>
    <message>
        <source>Instances are still billing at %1/h. Logging out does not stop them: the platform bills until they are stopped.</source>
        <translation>仍有实例在计费，每小时 %1。退出登录不会停止它们：在它们被关机之前，平台会一直计费。</translation>
    </message>
    <message>
        <source>Log out?</source>
        <translation>退出登录？</translation>
    </message>
    <message>
        <source>Log out anyway</source>
        <translation>仍然退出登录</translation>
    </message>
    <message>
        <source>%1 is being created: it appears in the table as it boots.</source>
        <translation>正在创建 %1：开机过程中会出现在列表里。</translation>
    </message>
    <message>
        <source>Create…</source>
        <translation>创建…</translation>
    </message>
    <message>
        <source>Rent a new instance: region, card, billing, image, disks and ports, with the cost in view.</source>
        <translation>租一台新实例：区域、卡型、计费、镜像、磁盘和端口，费用一目了然。</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>About this &amp;platform…</source>
        <translation>关于此平台(&amp;P)…</translation>
    </message>
    <message>
        <source>Balance %1 · now %2/h</source>
        <translation>余额 %1 · 当前 %2/小时</translation>
    </message>
    <message>
        <source> · clock stopped (moved by hand)</source>
        <translation> · 时钟已停（手动拨动）</translation>
    </message>
    <message>
        <source>%1 arrived and was checked: %2</source>
        <translation>%1 已传完并校验：%2</translation>
    </message>
    <message>
        <source>%1 did not go: %2</source>
        <translation>%1 没有传成功：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s) not finished: quitting pauses them, and they resume where they stopped the next time gpudesk starts.</source>
        <translation>
            <numerusform>还有 %n 个传输没完成：退出会暂停传输，下次启动 gpudesk 时从中断处继续。</numerusform>
        </translation>
    </message>
    <message>
        <source>Transfers are not finished</source>
        <translation>传输尚未完成</translation>
    </message>
    <message>
        <source>Your choices for the new instance are kept: the next Create starts from them.</source>
        <translation>新实例的选择已保留：下次点“创建”会从这些选择开始。</translation>
    </message>
    <message>
        <source>Autostop: %1 stops soon</source>
        <translation>自动关机：%1 即将停止</translation>
    </message>
    <message>
        <source>To keep it, open gpudesk and choose Keep running 1 h.</source>
        <translation>要保留它，请打开 gpudesk 并选择“再运行 1 小时”。</translation>
    </message>
    <message>
        <source>Autostop: %1 kept running</source>
        <translation>自动关机：%1 继续运行</translation>
    </message>
    <message>
        <source>Its agent found it idle, but the console sees it used: %1.</source>
        <translation>监测程序判断它已空闲，但控制台看到它在用：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>S&amp;witch platform…</source>
        <translation>切换平台(&amp;W)…</translation>
    </message>
    <message>
        <source>Today %1 · now %2/h</source>
        <translation>今日 %1 · 当前 %2/小时</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) held by your jobs now</source>
        <translation>
            <numerusform>你的作业现在占用 %n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>You are logged out</source>
        <translation>你已退出登录</translation>
    </message>
    <message>
        <source>Until you log in again, gpudesk is not watching your instances and cannot warn you before money runs out.</source>
        <translation>重新登录之前，gpudesk 不会监控你的实例，也无法在余额用完前提醒你。</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>MembersPage</name>
    <message>
        <source>Members are managed by the account&apos;s owner. Your own spend limits are on the Billing page.</source>
        <translation>成员由主账号管理。你自己的消费限额在“账单”页。</translation>
    </message>
    <message>
        <source>Add a member</source>
        <translation>添加成员</translation>
    </message>
    <message>
        <source>Add member</source>
        <translation>添加成员</translation>
    </message>
    <message>
        <source>Set these limits for the selected member</source>
        <translation>把这些限额设给选中的成员</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source>Members log in with their own phone or e-mail and password, and spend your balance. Give each one limits: past them the platform stops their instances (yours go on).</source>
        <translation>成员用自己的手机号或邮箱和密码登录，花的是你的余额。请给每位成员设置限额：超过后平台会关闭他们的实例（你的实例不受影响）。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Logs in with</source>
        <translation>登录账号</translation>
    </message>
    <message>
        <source>Daily limit</source>
        <translation>每日限额</translation>
    </message>
    <message>
        <source>Limit per boot</source>
        <translation>单次开机限额</translation>
    </message>
    <message>
        <source>Spent this month</source>
        <translation>本月花费</translation>
    </message>
    <message>
        <source>Mobile number or e-mail address</source>
        <translation>手机号或邮箱</translation>
    </message>
    <message>
        <source>empty: no limit</source>
        <translation>留空：不限</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Logs in with:</source>
        <translation>登录账号：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Daily limit:</source>
        <translation>每日限额：</translation>
    </message>
    <message>
        <source>Limit per boot:</source>
        <translation>单次开机限额：</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>The members could not be read: %1</source>
        <translation>无法读取成员：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>%1: “%2” is not an amount; type it like 20 or 12.50, or leave it empty for no limit.</source>
        <translation>%1：“%2”不是有效金额；请输入如 20 或 12.50，留空表示不限。</translation>
    </message>
    <message>
        <source>Give the member a name.</source>
        <translation>请填写成员名称。</translation>
    </message>
    <message>
        <source>The member was not added: %1</source>
        <translation>未能添加成员：%1</translation>
    </message>
    <message>
        <source>%1 can log in now with %2 and the password you chose.</source>
        <translation>%1 现在可以用 %2 和你设置的密码登录了。</translation>
    </message>
    <message>
        <source>The limits were not changed: %1</source>
        <translation>限额未修改：%1</translation>
    </message>
    <message>
        <source>%1&apos;s limits are set; they apply from now.</source>
        <translation>已设置 %1 的限额，从现在起生效。</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>移除 %1？</translation>
    </message>
    <message>
        <source>%1 can no longer log in; their sessions and API tokens stop at once. What they rented stays in your ledger, and their volumes and images become yours.</source>
        <translation>%1 将无法再登录，其会话和 API 令牌立即失效。其租用记录保留在你的账单里，其数据卷和镜像归你所有。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>%1 was not removed: %2</source>
        <translation>%1 未能移除：%2</translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation>%1 已移除。</translation>
    </message>
</context>
<context>
    <name>OfferAdvisor</name>
    <message>
        <source>an unnamed place</source>
        <translation>未标明的地方</translation>
    </message>
    <message>
        <source>No machine has this card with these filters now: allow a lower reliability, any CUDA version or machines without a direct SSH port, or choose another card.</source>
        <translation>现在没有符合这些条件、带这张卡的机器：放宽可靠性要求、不限 CUDA 版本、或允许没有直连 SSH 端口的机器，也可以换一张卡。</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>No host here has been up %1 of the time. The cheapest, %2 in %3, has been up %4: a host that goes down stops your job, so save checkpoints often if you rent one.</source>
        <translation>这里没有一台主机的在线时间达到 %1。最便宜的是 %3 的 %2，在线时间 %4：主机一掉线，你的任务就跟着停，租它的话要勤存检查点。</translation>
    </message>
    <message>
        <source>Suggested: the cheapest machine, %1 in %2, whose host has been up %3 of the time.</source>
        <translation>推荐：最便宜的机器，%2 的 %1，主机在线时间 %3。</translation>
    </message>
    <message>
        <source>Suggested: %1 in %2, up %3 of the time. The cheapest, %4 in %5, has been up only %6: when a host goes down your job stops with it, and the steadier machine costs only %7 more an hour.</source>
        <translation>推荐：%2 的 %1，在线时间 %3。最便宜的是 %5 的 %4，在线时间只有 %6：主机一掉线，你的任务就跟着停；更稳的这台每小时只贵 %7。</translation>
    </message>
</context>
<context>
    <name>PackageAdvisor</name>
    <message>
        <source>The package pays: busy %1% of the period, on demand would cost %2 against %3 prepaid. It is not refunded if you stop early.</source>
        <translation>包周期划算：周期内使用 %1%，按量需 %2，预付仅 %3。中途不用也不退款。</translation>
    </message>
    <message>
        <source>On demand is cheaper: busy %1% of the period costs %2, the package %3. A package pays only when the instance is busy more than %4% of the period; it is not refunded.</source>
        <translation>按量更省：周期内使用 %1% 花费 %2，包周期需 %3。只有实例在周期内使用超过 %4% 时包周期才划算；且不退款。</translation>
    </message>
</context>
<context>
    <name>PackageHindsight</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last week: %1 of %2 on %n day(s), %3 on demand. On demand was the cheapest: a weekly package was %4, daily packages would have come to %5.</source>
        <translation>
            <numerusform>上周：%2 用了 %1，分布在 %n 天，按量计费 %3。按量最便宜：包周要 %4，包日合计要 %5。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last week: %1 of %2 on %n day(s), %3 on demand. A weekly package (%4) would have saved %5.</source>
        <translation>
            <numerusform>上周：%2 用了 %1，分布在 %n 天，按量计费 %3。包周（%4）本可以省 %5。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last week: %1 of %2 on %n day(s), %3 on demand. Daily packages on the busy days would have cost %4, saving %5.</source>
        <translation>
            <numerusform>上周：%2 用了 %1，分布在 %n 天，按量计费 %3。忙的那几天买包日合计 %4，本可以省 %5。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaymentsPanel</name>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>到账</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>The payments could not be read: %1</source>
        <translation>读不到付款记录：%1</translation>
    </message>
    <message>
        <source>top-up</source>
        <translation>充值</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>转账</translation>
    </message>
    <message>
        <source>refund</source>
        <translation>退款</translation>
    </message>
    <message>
        <source>payout</source>
        <translation>提现</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No money was put in or sent out in the last %1 days.</source>
        <translation>最近 %1 天没有充值，也没有转出。</translation>
    </message>
    <message>
        <source>In the last %1 days: %2 put in, %3 sent out. What your instances used is on the Ledger tab.</source>
        <translation>最近 %1 天：充值 %2，转出 %3。实例用掉的钱在“账单明细”页。</translation>
    </message>
</context>
<context>
    <name>PlatformAddress</name>
    <message>
        <source>After &apos;%1&apos; comes an address with http:// or https://, e.g. %1http://127.0.0.1:8080.</source>
        <translation>“%1”后面要跟一个以 http:// 或 https:// 开头的地址，例如 %1http://127.0.0.1:8080。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs the address of the cluster&apos;s slurmrestd: %1+https://USER@HOST:PORT.</source>
        <translation>“%1”后面要跟集群 slurmrestd 的地址：%1+https://用户名@主机:端口。</translation>
    </message>
</context>
<context>
    <name>PlatformChooser</name>
    <message>
        <source>Local sandbox (offline, play money)</source>
        <translation>本地沙箱（离线，虚拟货币）</translation>
    </message>
    <message>
        <source>A platform at this address:</source>
        <translation>此地址的平台：</translation>
    </message>
    <message>
        <source>Which platform?</source>
        <translation>使用哪个平台？</translation>
    </message>
    <message>
        <source>The sandbox runs on this computer: a complete platform with play money and an emulated GPU, to learn the console without spending anything. The others rent real cards for real money. Each keeps its own login, so you can switch back and forth from the Console menu.</source>
        <translation>沙盒运行在这台电脑上：一个完整的平台，用模拟的钱和模拟的 GPU，让你不花一分钱熟悉控制台。其他选项租的是真卡、花的是真钱。每个平台各自保留登录状态，可以随时从“控制台”菜单来回切换。</translation>
    </message>
    <message>
        <source>My lab&apos;s or university&apos;s Slurm cluster</source>
        <translation>我的实验室或学校的 Slurm 集群</translation>
    </message>
    <message>
        <source>your user name on the cluster</source>
        <translation>你在集群上的用户名</translation>
    </message>
    <message>
        <source>login.lab.example.edu (optional)</source>
        <translation>login.lab.example.edu（可选）</translation>
    </message>
    <message>
        <source>%1 Ask its admins for the address of its slurmrestd (the REST API); the login node is the machine you ssh to, through which gpudesk reaches the compute nodes.</source>
        <translation>%1 向管理员要 slurmrestd（REST API）的地址；登录节点就是你平时 ssh 登录的那台机器，gpudesk 经它访问计算节点。</translation>
    </message>
    <message>
        <source>slurmrestd address:</source>
        <translation>slurmrestd 地址：</translation>
    </message>
    <message>
        <source>User name:</source>
        <translation>用户名：</translation>
    </message>
    <message>
        <source>Login node:</source>
        <translation>登录节点：</translation>
    </message>
    <message>
        <source>Type the address of the cluster&apos;s slurmrestd, e.g. https://slurm.lab.example.edu:6820.</source>
        <translation>请输入集群 slurmrestd 的地址，例如 https://slurm.lab.example.edu:6820。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a user name on a cluster: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos; only.</source>
        <translation>“%1”不是集群上的用户名：只能包含字母、数字、“.”、“_”和“-”。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a login node: type its host name, and its port after a colon if it is not 22 (login.lab.example.edu:2222).</source>
        <translation>“%1”不是登录节点：请输入它的主机名；端口不是 22 的话，在冒号后写上端口（login.lab.example.edu:2222）。</translation>
    </message>
    <message>
        <source>Its jobs can run container images (pyxis)</source>
        <translation>它的作业能运行容器镜像（pyxis）</translation>
    </message>
    <message>
        <source>Tick this where the admins say srun has NVIDIA&apos;s pyxis (srun --container-image): then a job may run in an image such as nvcr.io#nvidia/pytorch:24.05-py3.</source>
        <translation>管理员说 srun 装有 NVIDIA 的 pyxis（srun --container-image）时勾选：这样作业可以在镜像里运行，例如 nvcr.io#nvidia/pytorch:24.05-py3。</translation>
    </message>
</context>
<context>
    <name>PlatformFeatures</name>
    <message>
        <source>a login history</source>
        <translation>登录记录</translation>
    </message>
    <message>
        <source>identity verification</source>
        <translation>实名认证</translation>
    </message>
    <message>
        <source>saved images</source>
        <translation>保存的镜像</translation>
    </message>
    <message>
        <source>a no-GPU mode</source>
        <translation>无卡模式</translation>
    </message>
    <message>
        <source>daily or weekly packages</source>
        <translation>包日或包周</translation>
    </message>
    <message>
        <source>a startup script run by the platform</source>
        <translation>由平台运行的开机脚本</translation>
    </message>
    <message>
        <source>a history of state changes</source>
        <translation>状态变化记录</translation>
    </message>
    <message>
        <source>spending by card or by member (only by pod)</source>
        <translation>按卡型或按成员统计花费（只能按实例）</translation>
    </message>
    <message>
        <source>sign-up from here</source>
        <translation>在这里注册</translation>
    </message>
    <message>
        <source>passwords</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>two-factor authentication</source>
        <translation>两步验证</translation>
    </message>
    <message>
        <source>API tokens</source>
        <translation>API 令牌</translation>
    </message>
    <message>
        <source>members</source>
        <translation>子账号</translation>
    </message>
    <message>
        <source>a billing summary</source>
        <translation>账单概览</translation>
    </message>
    <message>
        <source>a ledger</source>
        <translation>流水记录</translation>
    </message>
    <message>
        <source>usage reports</source>
        <translation>用量报表</translation>
    </message>
    <message>
        <source>payments from here</source>
        <translation>在这里充值</translation>
    </message>
    <message>
        <source>spend limits</source>
        <translation>消费限额</translation>
    </message>
    <message>
        <source>a price list</source>
        <translation>价目表</translation>
    </message>
    <message>
        <source>scheduled stops</source>
        <translation>定时关机</translation>
    </message>
    <message>
        <source>volumes</source>
        <translation>数据卷</translation>
    </message>
    <message>
        <source>choosing a machine from offers</source>
        <translation>从报价中挑选机器</translation>
    </message>
    <message>
        <source>a data disk besides the instance&apos;s own</source>
        <translation>实例自带磁盘之外的数据盘</translation>
    </message>
    <message>
        <source>copying data between instances</source>
        <translation>在实例之间复制数据</translation>
    </message>
    <message>
        <source>a history of payments</source>
        <translation>付款记录</translation>
    </message>
    <message>
        <source>a Slurm REST API version that gpudesk speaks (v0.0.38, or v0.0.40 to v0.0.42)</source>
        <translation>gpudesk 支持的 Slurm REST API 版本（v0.0.38，或 v0.0.40 至 v0.0.42）</translation>
    </message>
    <message>
        <source>a no-GPU mode, packages or disks of its own on a Slurm cluster</source>
        <translation>在 Slurm 集群上的无卡模式、套餐或独立的磁盘</translation>
    </message>
    <message>
        <source>tokens made on its login node</source>
        <translation>在登录节点上生成的令牌</translation>
    </message>
    <message>
        <source>a history of its jobs</source>
        <translation>作业记录</translation>
    </message>
    <message>
        <source>container images for its jobs</source>
        <translation>作业的容器镜像</translation>
    </message>
    <message>
        <source>container images (its address does not say containers=pyxis)</source>
        <translation>容器镜像（它的地址里没有写 containers=pyxis）</translation>
    </message>
    <message>
        <source>confirming it is you</source>
        <translation>本人确认</translation>
    </message>
    <message>
        <source>invoices asked for from here</source>
        <translation>在这里申请发票</translation>
    </message>
    <message>
        <source>alerts by webhook</source>
        <translation>Webhook 提醒</translation>
    </message>
    <message>
        <source>a list of alerts sent by webhook</source>
        <translation>通过 Webhook 发出的提醒记录</translation>
    </message>
    <message>
        <source>a start on another card</source>
        <translation>换卡开机</translation>
    </message>
    <message>
        <source>alerts when a card is free</source>
        <translation>有卡空闲时提醒</translation>
    </message>
    <message>
        <source>creating an instance without its card</source>
        <translation>无卡创建实例</translation>
    </message>
    <message>
        <source>weekly packages</source>
        <translation>包周</translation>
    </message>
    <message>
        <source>a data disk that outlives its instance</source>
        <translation>比实例存在更久的数据盘</translation>
    </message>
    <message>
        <source>the platform&apos;s readings of use</source>
        <translation>平台的使用率监控</translation>
    </message>
    <message>
        <source>logging in with the platform&apos;s password</source>
        <translation>用平台提供的密码登录</translation>
    </message>
    <message>
        <source>a reboot</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>a key for the agent on the instance</source>
        <translation>给实例上代理用的密钥</translation>
    </message>
    <message>
        <source>changing data disks</source>
        <translation>修改数据盘</translation>
    </message>
    <message>
        <source>teams</source>
        <translation>团队</translation>
    </message>
</context>
<context>
    <name>PlatformUrl</name>
    <message>
        <source>&apos;%1&apos; is not a platform address; type one like https://gpu.example.com or http://127.0.0.1:8080.</source>
        <translation>“%1”不是平台地址；请输入类似 https://gpu.example.com 或 http://127.0.0.1:8080 的地址。</translation>
    </message>
    <message>
        <source>A platform address starts with http:// or https://, not %1://.</source>
        <translation>平台地址以 http:// 或 https:// 开头，而不是 %1://。</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the platform address; you log in after connecting.</source>
        <translation>平台地址里不要带用户名和密码；连接之后再登录。</translation>
    </message>
    <message>
        <source>A platform address has no &apos;?&apos; or &apos;#&apos; part; type just the server, e.g. https://gpu.example.com.</source>
        <translation>平台地址不含“?”或“#”部分；只输入服务器地址，例如 https://gpu.example.com。</translation>
    </message>
    <message>
        <source>A cluster&apos;s address may end with ?login=HOST[:PORT] (its login node) and &amp;containers=pyxis (its jobs run container images), and nothing else.</source>
        <translation>集群地址末尾只能带 ?login=主机[:端口]（登录节点）和 &amp;containers=pyxis（作业运行容器镜像），不能有别的。</translation>
    </message>
</context>
<context>
    <name>PrepareRun</name>
    <message>
        <source>Say which command to run with the GPU.</source>
        <translation>请填写要用 GPU 运行的命令。</translation>
    </message>
    <message>
        <source>Say which folder on the instance the files go into.</source>
        <translation>请填写文件上传到实例上的哪个文件夹。</translation>
    </message>
    <message>
        <source>The wait after the command ends is 0 to 24 hours.</source>
        <translation>命令结束后的等待时间为 0 到 24 小时。</translation>
    </message>
    <message>
        <source>Cancelled; the instance is left as it is.</source>
        <translation>已取消；实例保持原样。</translation>
    </message>
    <message>
        <source>The instance is gone.</source>
        <translation>实例已不存在。</translation>
    </message>
    <message>
        <source>It already runs with its GPU: everything is prepared on it.</source>
        <translation>它已经在有卡模式下运行：直接在上面准备。</translation>
    </message>
    <message>
        <source>The instance stopped while it was being prepared.</source>
        <translation>实例在准备过程中停止了。</translation>
    </message>
    <message>
        <source>It has no startup script.</source>
        <translation>它没有启动脚本。</translation>
    </message>
    <message>
        <source>The startup script exited with status %1: its output is in %2.</source>
        <translation>启动脚本以退出码 %1 结束：输出见 %2。</translation>
    </message>
    <message>
        <source>The smoke command exited with status %1: %2</source>
        <translation>冒烟测试命令以退出码 %1 结束：%2</translation>
    </message>
    <message>
        <source>The command could not be started: %1</source>
        <translation>命令无法启动：%1</translation>
    </message>
    <message>
        <source>The platform could not run the instance: its events say why.</source>
        <translation>平台无法运行该实例：原因见它的事件记录。</translation>
    </message>
    <message>
        <source>The instance was released.</source>
        <translation>实例已被释放。</translation>
    </message>
    <message>
        <source>A fetch failed (status %1): %2</source>
        <translation>下载失败（状态 %1）：%2</translation>
    </message>
    <message>
        <source>into %1</source>
        <translation>下载到 %1</translation>
    </message>
</context>
<context>
    <name>PrepareRunDialog</name>
    <message>
        <source>Stop the instance when the command ends, after</source>
        <translation>命令结束后自动关机，等待</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Prepare, then run — %1</source>
        <translation>先准备，再运行 — %1</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <source>Add a folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>e.g. python train.py --max-steps 2 --device cpu (optional)</source>
        <translation>例如 python train.py --max-steps 2 --device cpu（可选）</translation>
    </message>
    <message>
        <source>e.g. python train.py</source>
        <translation>例如 python train.py</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Files to upload:</source>
        <translation>要上传的文件：</translation>
    </message>
    <message>
        <source>Into folder:</source>
        <translation>上传到文件夹：</translation>
    </message>
    <message>
        <source>Smoke command (no GPU):</source>
        <translation>冒烟测试命令（无卡）：</translation>
    </message>
    <message>
        <source>Command (with the GPU):</source>
        <translation>正式命令（有卡）：</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Preparing costs %1/h without the GPU; the run %2/h with it.</source>
        <translation>无卡准备每小时 %1；有卡运行每小时 %2。</translation>
    </message>
    <message>
        <source>Files to upload</source>
        <translation>要上传的文件</translation>
    </message>
    <message>
        <source>Folder to upload</source>
        <translation>要上传的文件夹</translation>
    </message>
    <message>
        <source>1. Start without the GPU</source>
        <translation>1. 无卡模式开机</translation>
    </message>
    <message>
        <source>2. Startup script</source>
        <translation>2. 启动脚本</translation>
    </message>
    <message>
        <source>3. Upload</source>
        <translation>3. 上传</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>in progress…</source>
        <translation>进行中…</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2/h</source>
        <translation>%1（每小时 %2）</translation>
    </message>
    <message>
        <source>So far: %1.</source>
        <translation>目前共 %1。</translation>
    </message>
    <message>
        <source>The instance stops %1 after it ends.</source>
        <translation>命令结束 %1 后实例自动关机。</translation>
    </message>
    <message>
        <source>The instance keeps running after it ends, until autostop finds it idle.</source>
        <translation>命令结束后实例继续运行，直到自动关机判断它已空闲。</translation>
    </message>
    <message>
        <source>Its output goes to %1 on the instance.</source>
        <translation>输出写在实例上的 %1。</translation>
    </message>
    <message>
        <source>Watch it in a terminal on the instance: tmux attach -t %1 (its output is also in %2).</source>
        <translation>在实例的终端里查看：tmux attach -t %1（输出也写在 %2）。</translation>
    </message>
    <message>
        <source>Running with the GPU. %1 %2</source>
        <translation>正在用 GPU 运行。%1%2</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Prepare without the GPU at a fraction of the price, check that the code starts, then run it with the GPU. A step that fails stops the rest, so no GPU hour goes to code that does not start.</source>
        <translation>先用无卡模式以很低的价格做准备，确认代码能跑起来，再带卡运行。任何一步失败都会停止后面的步骤，不会为跑不起来的代码花一小时 GPU 的钱。</translation>
    </message>
    <message>
        <source>Preparing costs %1/h without the GPU (%3% of the GPU&apos;s rate); the run %2/h with it.</source>
        <translation>无卡准备每小时 %1（带卡价格的 %3%）；带卡运行每小时 %2。</translation>
    </message>
    <message numerus="yes">
        <source>The run with the GPU is a new boot: it too is stopped %n hour(s) after it begins.</source>
        <translation>
            <numerusform>带卡运行是一次新的开机：同样会在开始 %n 小时后被关闭。</numerusform>
        </translation>
    </message>
    <message>
        <source>its card, %1 × %2</source>
        <translation>它现在的卡，%1 × %2</translation>
    </message>
    <message>
        <source>Run on:</source>
        <translation>运行在：</translation>
    </message>
    <message>
        <source>%1 (%2/h a card)</source>
        <translation>%1（每张卡每小时 %2）</translation>
    </message>
    <message>
        <source>One a line: a URL, or a command such as huggingface-cli download Qwen/Qwen2.5-7B --local-dir qwen (optional)</source>
        <translation>每行一个：网址，或命令如 huggingface-cli download Qwen/Qwen2.5-7B --local-dir qwen（可选）</translation>
    </message>
    <message>
        <source>Download on the instance (no GPU):</source>
        <translation>在实例上下载（无卡）：</translation>
    </message>
    <message>
        <source>4. Download on the instance</source>
        <translation>4. 在实例上下载</translation>
    </message>
    <message>
        <source>5. Smoke command</source>
        <translation>5. 冒烟测试</translation>
    </message>
    <message>
        <source>6. Restart with the GPU</source>
        <translation>6. 有卡模式重启</translation>
    </message>
    <message>
        <source>7. Start the command</source>
        <translation>7. 启动正式命令</translation>
    </message>
</context>
<context>
    <name>ProcessDeathDoctor</name>
    <message>
        <source>No log file was named.</source>
        <translation>没有指定日志文件。</translation>
    </message>
    <message>
        <source>The log&apos;s last lines say nothing of GPU memory.</source>
        <translation>日志最后几行没有提到显存。</translation>
    </message>
    <message>
        <source>Halve the batch size.</source>
        <translation>把 batch size 减半。</translation>
    </message>
    <message>
        <source>Keep the effective batch with gradient accumulation over smaller steps.</source>
        <translation>用梯度累积，以更小的步长保持等效 batch。</translation>
    </message>
    <message>
        <source>Train in mixed precision (bf16 or fp16).</source>
        <translation>用混合精度训练（bf16 或 fp16）。</translation>
    </message>
    <message>
        <source>Turn on gradient checkpointing: more compute, much less memory.</source>
        <translation>开启梯度检查点：多花一些计算，省下大量显存。</translation>
    </message>
    <message>
        <source>Rent a card with more memory.</source>
        <translation>租一张显存更大的卡。</translation>
    </message>
    <message>
        <source>The kernel log shows no process killed for memory.</source>
        <translation>内核日志里没有因内存不足被杀的进程。</translation>
    </message>
    <message>
        <source>Use fewer DataLoader workers (num_workers), each holds its own copy.</source>
        <translation>减少 DataLoader 的 worker 数（num_workers），每个 worker 都有自己的一份数据。</translation>
    </message>
    <message>
        <source>Stream the data set instead of loading it whole (datasets&apos; streaming, memory maps).</source>
        <translation>流式读取数据集，而不是一次全部载入（datasets 的 streaming、内存映射）。</translation>
    </message>
    <message>
        <source>Rent an instance with more RAM.</source>
        <translation>租一台内存更大的实例。</translation>
    </message>
    <message>
        <source>Use fewer DataLoader workers, or stream the data set.</source>
        <translation>减少 DataLoader 的 worker 数，或流式读取数据集。</translation>
    </message>
    <message>
        <source>Every disk has room.</source>
        <translation>所有磁盘都有空间。</translation>
    </message>
    <message>
        <source>%1 is %2% full.</source>
        <translation>%1 已用 %2%。</translation>
    </message>
    <message>
        <source>Clean the caches (pip cache purge, ~/.cache), or move them to the data disk.</source>
        <translation>清理缓存（pip cache purge、~/.cache），或把缓存移到数据盘。</translation>
    </message>
    <message>
        <source>Clean the caches: pip cache purge, conda clean -a, old checkpoints.</source>
        <translation>清理缓存：pip cache purge、conda clean -a、旧的检查点。</translation>
    </message>
    <message>
        <source>Move the caches to the data disk (HF_HOME, TORCH_HOME, pip&apos;s) with the startup script.</source>
        <translation>用启动脚本把缓存（HF_HOME、TORCH_HOME、pip 缓存）移到数据盘。</translation>
    </message>
    <message>
        <source>Make the data disk larger, or attach a bigger volume to a new instance.</source>
        <translation>把数据盘加大，或给新实例挂载一个更大的数据卷。</translation>
    </message>
    <message>
        <source>The disks could not be read.</source>
        <translation>无法读取磁盘信息。</translation>
    </message>
    <message>
        <source>The run ran out of GPU memory.</source>
        <translation>训练因显存不足而中断。</translation>
    </message>
    <message>
        <source>The kernel killed the run: the instance ran out of memory (RAM).</source>
        <translation>内核杀掉了训练进程：实例内存（RAM）不足。</translation>
    </message>
    <message>
        <source>A disk is full: writes failed and the run stopped.</source>
        <translation>磁盘已满：写入失败，训练停止。</translation>
    </message>
    <message>
        <source>Neither memory nor disk explains it: read the end of the log for the error.</source>
        <translation>内存和磁盘都不是原因：请查看日志末尾的报错。</translation>
    </message>
    <message>
        <source>The kernel log cannot be read on this instance.</source>
        <translation>这台实例上读不到内核日志。</translation>
    </message>
    <message>
        <source>Evaluate under torch.no_grad() (or torch.inference_mode()): no activations are kept for a backward pass that never comes.</source>
        <translation>评估时放在 torch.no_grad()（或 torch.inference_mode()）里：不会为用不到的反向传播保存激活值。</translation>
    </message>
    <message>
        <source>Use a shorter sequence length (max_length): attention&apos;s memory grows with its square.</source>
        <translation>缩短序列长度（max_length）：注意力的显存随长度的平方增长。</translation>
    </message>
    <message>
        <source>Keep DataLoader&apos;s num_workers at %1 or fewer (half the instance&apos;s CPU cores, %2 here).</source>
        <translation>DataLoader 的 num_workers 不超过 %1（实例 CPU 核数的一半，这里是 %2 核）。</translation>
    </message>
    <message>
        <source>Keep DataLoader&apos;s num_workers at half the instance&apos;s CPU cores or fewer.</source>
        <translation>DataLoader 的 num_workers 不超过实例 CPU 核数的一半。</translation>
    </message>
</context>
<context>
    <name>ProxyRoute</name>
    <message>
        <source>&quot;%1&quot; is not a proxy address: write it as host:port, like proxy.campus.edu:3128</source>
        <translation>“%1”不是代理地址：请写成 主机:端口，例如 proxy.campus.edu:3128</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: gpudesk speaks to HTTP and SOCKS5 proxies, not %2</source>
        <translation>“%1”：gpudesk 支持 HTTP 和 SOCKS5 代理，不支持 %2</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>through the proxy %1:%2 (%3)</source>
        <translation>经代理 %1:%2（%3）</translation>
    </message>
</context>
<context>
    <name>ReceiptsPanel</name>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>结束于</translation>
    </message>
    <message>
        <source>Ran</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>花费</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU·小时</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>空闲花费</translation>
    </message>
    <message>
        <source>A receipt for every boot gpudesk watched: how long it ran, what it cost, and how much of that the card spent idle (below %1% busy) — loading data, a run that had finished, a notebook left open.</source>
        <translation>gpudesk 看着的每次开机都有一张账单：运行了多久、花了多少，其中有多少花在显卡空闲（利用率低于 %1%）上——加载数据、程序早已跑完、开着没关的 notebook。</translation>
    </message>
    <message>
        <source>Receipts are not kept on this computer: %1</source>
        <translation>这台电脑上没有保存开机账单：%1</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>not watched</source>
        <translation>未监测</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No boot has ended since gpudesk started watching. A receipt appears here when an instance stops.</source>
        <translation>gpudesk 开始监测以来还没有结束的开机。实例关机后，账单会出现在这里。</translation>
    </message>
    <message>
        <source>Last 30 days: %1 spent on the boots above, %2 of it while the card was idle.</source>
        <translation>最近 30 天：上面这些开机共花费 %1，其中 %2 花在显卡空闲时。</translation>
    </message>
</context>
<context>
    <name>RecordWriter</name>
    <message>
        <source>The instance sent something other than the files asked for (%1); nothing of this batch was put in place. Run the transfer again.</source>
        <translation>实例发来的不是所请求的文件（%1），本批文件一个也没有放到位。请重新运行传输。</translation>
    </message>
    <message>
        <source>a broken end</source>
        <translation>残缺的结尾</translation>
    </message>
    <message>
        <source>a name %1 bytes long</source>
        <translation>长达 %1 字节的文件名</translation>
    </message>
    <message>
        <source>more after the end</source>
        <translation>结尾之后还有数据</translation>
    </message>
    <message>
        <source>%1 changed on the instance while it was being sent. Run the transfer again.</source>
        <translation>%1 在发送过程中于实例上发生了变化。请重新运行传输。</translation>
    </message>
    <message>
        <source>The small files stopped coming before the last of them. Run the transfer again.</source>
        <translation>小文件还没传完就中断了。请重新运行传输。</translation>
    </message>
    <message>
        <source>The small files arrived different from what the instance sent (SHA-256 mismatch); nothing of this batch was put in place. Run the transfer again.</source>
        <translation>这些小文件与实例发出的不一致（SHA-256 不符），本批文件一个也没有放到位。请重新运行传输。</translation>
    </message>
</context>
<context>
    <name>Remedies</name>
    <message>
        <source>Add money…</source>
        <translation>充值…</translation>
    </message>
    <message>
        <source>Change the spend limits…</source>
        <translation>修改消费限额…</translation>
    </message>
    <message>
        <source>Verify your real name…</source>
        <translation>进行实名认证…</translation>
    </message>
</context>
<context>
    <name>RestPlatform</name>
    <message>
        <source>the platform stops an instance (money, limits, schedule, idle)</source>
        <translation>平台关掉实例时（余额、限额、定时、闲置）</translation>
    </message>
    <message>
        <source>the balance runs low while something costs money</source>
        <translation>有东西在计费而余额快用完时</translation>
    </message>
    <message>
        <source>the daily spend limit is half an hour away</source>
        <translation>离每日消费上限还有半小时时</translation>
    </message>
    <message>
        <source>a voucher with money left expires in 3 days</source>
        <translation>还有余额的代金券 3 天后过期时</translation>
    </message>
    <message>
        <source>a job started with “stop when done” finishes</source>
        <translation>用“跑完即关机”启动的任务结束时</translation>
    </message>
    <message>
        <source>a card you wait for is free</source>
        <translation>你在等的卡空出来时</translation>
    </message>
</context>
<context>
    <name>RunPodCodecs</name>
    <message>
        <source>North America</source>
        <translation>北美</translation>
    </message>
    <message>
        <source>South America</source>
        <translation>南美</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>欧洲</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>亚洲</translation>
    </message>
    <message>
        <source>Middle East</source>
        <translation>中东</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>非洲</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>大洋洲</translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation>南极洲</translation>
    </message>
</context>
<context>
    <name>RunPodPlatform</name>
    <message>
        <source>API key …%1</source>
        <translation>API 密钥 …%1</translation>
    </message>
    <message>
        <source>RunPod</source>
        <translation>RunPod</translation>
    </message>
    <message>
        <source>Real cards by the hour, billed in US dollars by RunPod; you log in with an API key from runpod.io.</source>
        <translation>按小时租真卡，由 RunPod 以美元计费；用 runpod.io 上创建的 API 密钥登录。</translation>
    </message>
</context>
<context>
    <name>SandboxLauncher</name>
    <message>
        <source>The local sandbox program (gpudesk-sandbox) was not found beside gpudesk or on PATH.</source>
        <translation>找不到本地沙箱程序（gpudesk-sandbox）：它既不在 gpudesk 旁边，也不在 PATH 中。</translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>The local sandbox did not come up within %1 s; see its log in %2 (%3).</source>
        <translation>本地沙箱在 %1 秒内没有启动；请查看 %2 中的日志（%3）。</translation>
    </message>
    <message>
        <source>no endpoint file yet</source>
        <translation>尚无 endpoint 文件</translation>
    </message>
    <message>
        <source>Cannot create the sandbox&apos;s data directory %1.</source>
        <translation>无法创建沙箱的数据目录 %1。</translation>
    </message>
    <message>
        <source>The local sandbox exited as soon as it started.</source>
        <translation>本地沙箱一启动就退出了。</translation>
    </message>
    <message>
        <source>The local sandbox exited: %1</source>
        <translation>本地沙箱已退出：%1</translation>
    </message>
</context>
<context>
    <name>SaveImageDialog</name>
    <message>
        <source> environment</source>
        <translation> 环境</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>该怎么做</translation>
    </message>
    <message>
        <source>Clean the caches</source>
        <translation>清理缓存</translation>
    </message>
    <message>
        <source>Stop and save</source>
        <translation>关机并保存</translation>
    </message>
    <message>
        <source>Save an image of %1</source>
        <translation>保存 %1 的镜像</translation>
    </message>
    <message>
        <source>An image holds the system disk (the environment, installed packages), never the data disk, and costs storage by the day. Caches and checkpoints on the system disk make it big: gpudesk measures them first.</source>
        <translation>镜像包含系统盘（环境、已装的包），从不包含数据盘，并按天收取存储费。系统盘上的缓存和检查点会让镜像变大：gpudesk 会先测量它们。</translation>
    </message>
    <message>
        <source>Name of the image:</source>
        <translation>镜像名称：</translation>
    </message>
    <message>
        <source>Measuring the system disk…</source>
        <translation>正在测量系统盘…</translation>
    </message>
    <message>
        <source>The system disk could not be measured: %1</source>
        <translation>无法测量系统盘：%1</translation>
    </message>
    <message>
        <source>a cache: cleaned in one click</source>
        <translation>缓存：一键清理</translation>
    </message>
    <message>
        <source>move it to the data disk</source>
        <translation>请移到数据盘</translation>
    </message>
    <message>
        <source>Clean the caches (%1)</source>
        <translation>清理缓存（%1）</translation>
    </message>
    <message>
        <source>The image would hold about %1. Saving stops the instance first.</source>
        <translation>镜像约为 %1。保存前会先关机。</translation>
    </message>
    <message>
        <source>Saving stops the instance first.</source>
        <translation>保存前会先关机。</translation>
    </message>
    <message>
        <source>Cleaning the caches…</source>
        <translation>正在清理缓存…</translation>
    </message>
    <message>
        <source>The caches could not be cleaned: %1</source>
        <translation>无法清理缓存：%1</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>请给镜像起个名字。</translation>
    </message>
    <message>
        <source>Stopping %1; the image is saved once it has stopped.</source>
        <translation>正在关闭 %1；关机后就会保存镜像。</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <source>there is no keychain on this system</source>
        <translation>此系统上没有钥匙串</translation>
    </message>
    <message numerus="yes">
        <source>no keychain service answered within %n second(s)</source>
        <translation>
            <numerusform>钥匙串服务在 %n 秒内没有响应</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SecurityPage</name>
    <message>
        <source>Add gpudesk to your authenticator app</source>
        <translation>把 gpudesk 加入验证器应用</translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>Recovery codes</source>
        <translation>恢复码</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Change password</source>
        <translation>修改密码</translation>
    </message>
    <message>
        <source>Verify your real name…</source>
        <translation>进行实名认证…</translation>
    </message>
    <message>
        <source>Two-factor login</source>
        <translation>二次验证登录</translation>
    </message>
    <message>
        <source>With two-factor login, a stolen password alone does not open your account (and its balance): logging in also takes the 6-digit code your phone&apos;s authenticator app shows.</source>
        <translation>开启二次验证后，即使密码被盗也打不开你的账号（和里面的余额）：登录还需要手机验证器应用显示的 6 位验证码。</translation>
    </message>
    <message>
        <source>6 digits</source>
        <translation>6 位数字</translation>
    </message>
    <message>
        <source>Scan the code with the app (Google Authenticator, Microsoft Authenticator, FreeOTP…), or type the key below into it. Then enter the code it shows.</source>
        <translation>用验证器应用（Google Authenticator、Microsoft Authenticator、FreeOTP 等）扫描二维码，或手动输入下面的密钥，然后填写应用显示的验证码。</translation>
    </message>
    <message>
        <source>These are shown only now. Each one logs you in once without the app (a lost phone). Keep them offline, away from your password.</source>
        <translation>恢复码只显示这一次。手机丢失时，每个恢复码可以不用应用登录一次。请离线保存，并与密码分开存放。</translation>
    </message>
    <message>
        <source>Real-name verification</source>
        <translation>实名认证</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Current password:</source>
        <translation>当前密码：</translation>
    </message>
    <message>
        <source>New password:</source>
        <translation>新密码：</translation>
    </message>
    <message>
        <source>New password again:</source>
        <translation>再次输入新密码：</translation>
    </message>
    <message>
        <source>Recent logins</source>
        <translation>最近登录</translation>
    </message>
    <message>
        <source>A login from an address you have not used before is marked: if it was not you, change the password now and turn on two-factor login.</source>
        <translation>来自从未用过的地址的登录会被标出：如果不是你本人，请立即修改密码并开启二次验证。</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>账号安全</translation>
    </message>
    <message>
        <source>Logged in</source>
        <translation>登录成功</translation>
    </message>
    <message>
        <source>Refused: wrong password</source>
        <translation>被拒绝：密码错误</translation>
    </message>
    <message>
        <source>Refused: wrong two-factor code</source>
        <translation>被拒绝：验证码错误</translation>
    </message>
    <message>
        <source>Asked for the two-factor code</source>
        <translation>要求输入二次验证码</translation>
    </message>
    <message>
        <source>Refused: too many attempts</source>
        <translation>被拒绝：尝试次数过多</translation>
    </message>
    <message>
        <source>Refused (%1)</source>
        <translation>被拒绝（%1）</translation>
    </message>
    <message>
        <source>The account could not be read: %1</source>
        <translation>无法读取账号：%1</translation>
    </message>
    <message>
        <source>%1 — new address</source>
        <translation>%1 —— 新地址</translation>
    </message>
    <message>
        <source>On: logging in takes your password and a code from the app.</source>
        <translation>已开启：登录需要密码和应用中的验证码。</translation>
    </message>
    <message>
        <source>Off: your password alone opens the account.</source>
        <translation>未开启：只凭密码就能登录账号。</translation>
    </message>
    <message>
        <source>Turn off…</source>
        <translation>关闭…</translation>
    </message>
    <message>
        <source>Turn on…</source>
        <translation>开启…</translation>
    </message>
    <message>
        <source>Verified: every card can be rented and boots are not limited in length.</source>
        <translation>已认证：可租用所有卡型，单次开机时长不受限制。</translation>
    </message>
    <message>
        <source>Being reviewed: the larger cards unlock once it is approved.</source>
        <translation>审核中：通过后即可解锁大显存卡型。</translation>
    </message>
    <message>
        <source>Rejected: %1. Check the name and number against the ID card and send them again.</source>
        <translation>未通过：%1。请对照身份证核对姓名和号码后重新提交。</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未说明原因</translation>
    </message>
    <message numerus="yes">
        <source>Not verified: only the smaller cards, and each boot stops after %n hour(s). Verifying unlocks every card and long runs.</source>
        <translation>
            <numerusform>未认证：只能租用小卡型，且每次开机 %n 小时后自动关机。认证后可租用所有卡型并长时间运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not verified: only the smaller cards. Verifying unlocks every card.</source>
        <translation>未认证：只能租用小卡型。认证后可租用所有卡型。</translation>
    </message>
    <message>
        <source>Verification is the account owner&apos;s: %1</source>
        <translation>实名认证属于主账号：%1</translation>
    </message>
    <message>
        <source>Send again…</source>
        <translation>重新提交…</translation>
    </message>
    <message>
        <source>Turn off two-factor login</source>
        <translation>关闭二次验证</translation>
    </message>
    <message>
        <source>A code from the app, or one of your recovery codes:</source>
        <translation>应用中的验证码，或一个恢复码：</translation>
    </message>
    <message>
        <source>Two-factor login is still on: %1</source>
        <translation>二次验证仍为开启：%1</translation>
    </message>
    <message>
        <source>Two-factor login is off: your password alone opens the account now.</source>
        <translation>二次验证已关闭：现在只凭密码就能登录账号。</translation>
    </message>
    <message>
        <source>Two-factor login could not be started: %1</source>
        <translation>无法开启二次验证：%1</translation>
    </message>
    <message>
        <source>Enter the 6 digits the app shows now.</source>
        <translation>请输入应用当前显示的 6 位数字。</translation>
    </message>
    <message>
        <source>Not turned on: %1</source>
        <translation>未能开启：%1</translation>
    </message>
    <message>
        <source>Two-factor login is on. Keep the recovery codes below before you leave this page.</source>
        <translation>二次验证已开启。离开本页前请保存好下面的恢复码。</translation>
    </message>
    <message>
        <source>Save the recovery codes</source>
        <translation>保存恢复码</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>文本文件 (*.txt)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saved to %1 (readable by you only). Keep a copy offline too.</source>
        <translation>已保存到 %1（仅你本人可读）。也请离线留一份。</translation>
    </message>
    <message>
        <source>Enter your current password.</source>
        <translation>请输入当前密码。</translation>
    </message>
    <message>
        <source>The two new passwords differ.</source>
        <translation>两次输入的新密码不一致。</translation>
    </message>
    <message>
        <source>The password was not changed: %1</source>
        <translation>密码未修改：%1</translation>
    </message>
    <message>
        <source>Password changed. Every other session was logged out; this one goes on.</source>
        <translation>密码已修改。其他所有会话都已退出登录，本会话继续有效。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Your saved login could not be read, so log in again (%1).</source>
        <translation>无法读取保存的登录信息，请重新登录（%1）。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message numerus="yes">
        <source>every %n second(s)</source>
        <translation>
            <numerusform>每 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %n minute(s)</source>
        <translation>
            <numerusform>每 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Follow the system (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>Console language:</source>
        <translation>控制台语言：</translation>
    </message>
    <message>
        <source>The new language is used from the next start of gpudesk.</source>
        <translation>新的语言将在下次启动 gpudesk 时生效。</translation>
    </message>
    <message>
        <source>Checking the platform</source>
        <translation>查询平台状态</translation>
    </message>
    <message>
        <source>While instances run or this window is open:</source>
        <translation>有实例运行或窗口打开时：</translation>
    </message>
    <message>
        <source>While nothing runs and the window is closed:</source>
        <translation>无实例运行且窗口关闭时：</translation>
    </message>
    <message>
        <source>While an instance starts, stops or is released, the console checks every 2 seconds whatever is chosen here. The cost ticks every second either way; what a longer interval delays is noticing a stop the platform makes (balance, spend limit, schedule) and changes made elsewhere.</source>
        <translation>实例开机、关机或释放期间，无论这里如何选择，控制台都每 2 秒查询一次。费用始终每秒更新；间隔越长，越晚发现平台做出的关机（余额不足、达到消费上限、定时关机）以及在别处做出的更改。</translation>
    </message>
    <message>
        <source>Where gpudesk keeps its files</source>
        <translation>gpudesk 的文件位置</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>日志：</translation>
    </message>
    <message>
        <source>not written: the log could not be opened (see the terminal)</source>
        <translation>未写入：无法打开日志文件（请查看终端输出）</translation>
    </message>
    <message>
        <source>Settings:</source>
        <translation>设置：</translation>
    </message>
    <message>
        <source>not kept</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Usage history:</source>
        <translation>使用记录：</translation>
    </message>
    <message>
        <source>Start gpudesk in the tray when I log in</source>
        <translation>登录系统时在托盘里启动 gpudesk</translation>
    </message>
    <message>
        <source>At login</source>
        <translation>登录时</translation>
    </message>
    <message>
        <source>The spending guards, the receipts and the warning five minutes before an autostop work only while gpudesk runs. Started at login, it waits in the tray.</source>
        <translation>消费守护、账单回执和自动关机前五分钟的提醒，只在 gpudesk 运行时才有效。登录时启动后，它在托盘里待命。</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>The system&apos;s (https_proxy, no_proxy)</source>
        <translation>使用系统的（https_proxy、no_proxy）</translation>
    </message>
    <message>
        <source>None: connect directly</source>
        <translation>不用代理：直接连接</translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation>使用下面的代理</translation>
    </message>
    <message>
        <source>Proxy to the platform:</source>
        <translation>访问平台的代理：</translation>
    </message>
    <message>
        <source>proxy.campus.edu:3128</source>
        <translation>proxy.campus.edu:3128</translation>
    </message>
    <message>
        <source>only if the proxy asks for a login</source>
        <translation>仅当代理要求登录时填写</translation>
    </message>
    <message>
        <source>kept in the keychain; type to change</source>
        <translation>已保存在钥匙串中；输入即可更改</translation>
    </message>
    <message>
        <source>campus.edu, 10.0.0.0/8</source>
        <translation>campus.edu, 10.0.0.0/8</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>Login:</source>
        <translation>登录名：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Go directly to:</source>
        <translation>直接访问：</translation>
    </message>
    <message>
        <source>The system names no proxy: gpudesk connects directly.</source>
        <translation>系统没有设置代理：gpudesk 直接连接。</translation>
    </message>
    <message>
        <source>Only the platform&apos;s web address goes through the proxy. The local sandbox is always reached directly; SSH has its own way (ProxyJump) when SSH is blocked.</source>
        <translation>只有平台的网址经过代理。本地沙盒总是直接连接；SSH 被封锁时，SSH 有自己的办法（跳板机 ProxyJump）。</translation>
    </message>
    <message>
        <source>user@gateway.campus.edu:2222, only where SSH is blocked</source>
        <translation>user@gateway.campus.edu:2222，仅在 SSH 被封锁时填写</translation>
    </message>
    <message>
        <source>SSH through a jump host:</source>
        <translation>SSH 经跳板机：</translation>
    </message>
    <message>
        <source>The system sends it %1.</source>
        <translation>系统设置让它%1。</translation>
    </message>
    <message>
        <source>The system sends it %1, except to %2.</source>
        <translation>系统设置让它%1，但 %2 除外。</translation>
    </message>
</context>
<context>
    <name>SlurmPlatform</name>
    <message>
        <source>Your lab&apos;s Slurm cluster</source>
        <translation>实验室的 Slurm 集群</translation>
    </message>
    <message>
        <source>The GPUs of your lab or university, through the cluster&apos;s slurmrestd: a job per instance, waiting in the queue when the cards are busy.</source>
        <translation>通过集群的 slurmrestd 使用实验室或学校的 GPU：每个实例是一个作业，卡都被占用时在队列中等待。</translation>
    </message>
</context>
<context>
    <name>SpecRules</name>
    <message>
        <source>Give the instance a name (any language), such as “llama-lora”.</source>
        <translation>给实例起个名字（任何语言均可），例如“llama-lora”。</translation>
    </message>
    <message>
        <source>A name is at most %1 characters; this one has %2.</source>
        <translation>名称最多 %1 个字符；当前有 %2 个。</translation>
    </message>
    <message>
        <source>A name cannot hold tabs, line breaks or other invisible characters.</source>
        <translation>名称不能包含制表符、换行或其他不可见字符。</translation>
    </message>
    <message>
        <source>An instance has 1 to %1 GPUs.</source>
        <translation>一台实例可有 1 到 %1 张显卡。</translation>
    </message>
    <message>
        <source>The system disk is %1 to %2 GB.</source>
        <translation>系统盘为 %1 到 %2 GB。</translation>
    </message>
    <message>
        <source>%1 takes %2 GB: the system disk must be at least that large.</source>
        <translation>%1 占用 %2 GB：系统盘至少要这么大。</translation>
    </message>
    <message>
        <source>A new data disk is 0 (none) to %1 GB.</source>
        <translation>新数据盘为 0（不要）到 %1 GB。</translation>
    </message>
    <message>
        <source>At most %1 service ports.</source>
        <translation>最多 %1 个服务端口。</translation>
    </message>
    <message>
        <source>Port %1 cannot be used: service ports are %2 to 65535 (below %2 are the system&apos;s).</source>
        <translation>端口 %1 不能使用：服务端口为 %2 到 65535（%2 以下归系统使用）。</translation>
    </message>
    <message>
        <source>Port %1 is listed twice.</source>
        <translation>端口 %1 重复了。</translation>
    </message>
    <message>
        <source>“%1” is not a port number: give numbers such as 6006, 7860.</source>
        <translation>“%1”不是端口号：请填写数字，例如 6006, 7860。</translation>
    </message>
</context>
<context>
    <name>SshFirstLogins</name>
    <message>
        <source>The platform&apos;s password for %1 could not be read: %2</source>
        <translation>无法读取平台为 %1 提供的密码：%2</translation>
    </message>
    <message>
        <source>the platform gives no password</source>
        <translation>平台没有提供密码</translation>
    </message>
</context>
<context>
    <name>SshKeysPage</name>
    <message>
        <source>Use for instances</source>
        <translation>用于登录实例</translation>
    </message>
    <message>
        <source>Add to the platform</source>
        <translation>添加到平台</translation>
    </message>
    <message>
        <source>Make it private</source>
        <translation>设为仅自己可读</translation>
    </message>
    <message>
        <source>Remove from the platform…</source>
        <translation>从平台移除…</translation>
    </message>
    <message>
        <source>Instances let in the keys listed here. The key marked “used” is the one gpudesk, the terminal and VS Code log in with.</source>
        <translation>实例允许这里列出的密钥登录。标为“使用中”的密钥，是 gpudesk、终端和 VS Code 登录时所用的。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>指纹</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>在本机</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Generate a key…</source>
        <translation>生成密钥…</translation>
    </message>
    <message>
        <source>Import a key pair…</source>
        <translation>导入密钥对…</translation>
    </message>
    <message>
        <source>Add a public key…</source>
        <translation>添加公钥…</translation>
    </message>
    <message>
        <source>ssh refuses a private key that others on this computer can read.</source>
        <translation>如果本机其他用户能读取私钥，ssh 会拒绝使用它。</translation>
    </message>
    <message>
        <source>Terminals and VS Code</source>
        <translation>终端与 VS Code</translation>
    </message>
    <message>
        <source>SSH keys</source>
        <translation>SSH 密钥</translation>
    </message>
    <message>
        <source>The platform&apos;s keys could not be read: %1</source>
        <translation>无法读取平台上的密钥：%1</translation>
    </message>
    <message>
        <source>no (the private half is elsewhere)</source>
        <translation>否（私钥在别处）</translation>
    </message>
    <message>
        <source> — others can read it</source>
        <translation> —— 其他人可读取</translation>
    </message>
    <message>
        <source>used</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>used, but not on the platform yet</source>
        <translation>使用中，但尚未添加到平台</translation>
    </message>
    <message>
        <source>not on the platform</source>
        <translation>不在平台上</translation>
    </message>
    <message>
        <source>“ssh gpu-&lt;name&gt;” works in any terminal, and VS Code Remote-SSH lists your instances. gpudesk keeps %1 current as instances come and go.</source>
        <translation>“ssh gpu-&lt;名称&gt;”可在任意终端使用，VS Code Remote-SSH 也能列出你的实例。实例增减时 gpudesk 会自动更新 %1。</translation>
    </message>
    <message>
        <source>Let “ssh gpu-&lt;name&gt;”, scp, rsync and VS Code reach your instances from anywhere: gpudesk adds one Include line at the top of %1 (keeping a backup) and keeps its own file current.</source>
        <translation>让“ssh gpu-&lt;名称&gt;”、scp、rsync 和 VS Code 在任何地方都能连上实例：gpudesk 在 %1 顶部加一行 Include（并保留备份），并自动更新它自己的配置文件。</translation>
    </message>
    <message>
        <source>Remove gpudesk&apos;s entries…</source>
        <translation>移除 gpudesk 的配置…</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Choose your private key</source>
        <translation>选择你的私钥</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>密码短语</translation>
    </message>
    <message>
        <source>%1 has no .pub file beside it. Its passphrase, to read the public half:</source>
        <translation>%1 旁边没有 .pub 文件。请输入它的密码短语，以读出公钥：</translation>
    </message>
    <message>
        <source>Remove “%1” (%2) from the platform?</source>
        <translation>从平台移除“%1”（%2）？</translation>
    </message>
    <message>
        <source>gpudesk logs in with this key. These running instances will refuse it at once: %1. Add another key first if you still need them.</source>
        <translation>gpudesk 正用这个密钥登录。这些运行中的实例会立即拒绝它：%1。如果还要用它们，请先添加另一个密钥。</translation>
    </message>
    <message>
        <source>It is your only key: new instances could not be logged in to.</source>
        <translation>这是你唯一的密钥：移除后新实例将无法登录。</translation>
    </message>
    <message>
        <source>Files on this computer are kept.</source>
        <translation>本机上的密钥文件会保留。</translation>
    </message>
    <message>
        <source>Remove the key</source>
        <translation>移除密钥</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove gpudesk&apos;s ssh entries</source>
        <translation>移除 gpudesk 的 ssh 配置</translation>
    </message>
    <message>
        <source>gpudesk&apos;s Include line leaves %1, which becomes exactly what it was before, and gpudesk&apos;s own ssh files are deleted. “ssh gpu-…” stops working in terminals.</source>
        <translation>gpudesk 的 Include 行将从 %1 中移除，该文件恢复原样，gpudesk 自己的 ssh 文件也会删除。之后终端里的“ssh gpu-…”将不再可用。</translation>
    </message>
</context>
<context>
    <name>SshPreferences</name>
    <message>
        <source>&quot;%1&quot; is not a jump host: write it as user@host or user@host:port, like li@gateway.campus.edu:2222</source>
        <translation>“%1”不是跳板机地址：请写成 用户@主机 或 用户@主机:端口，例如 li@gateway.campus.edu:2222</translation>
    </message>
</context>
<context>
    <name>SshRemote</name>
    <message>
        <source>%1 has no SSH address yet: it is not running.</source>
        <translation>%1 还没有 SSH 地址：它没有在运行。</translation>
    </message>
    <message>
        <source>%1 is not running.</source>
        <translation>%1 没有在运行。</translation>
    </message>
</context>
<context>
    <name>SshSession</name>
    <message>
        <source>%1 is reached through the platform&apos;s SSH proxy, which opens a terminal and nothing else: transfers, tunnels, commands and checks need direct SSH (an instance with a public IP and port 22 exposed over TCP).</source>
        <translation>%1 只能通过平台的 SSH 代理访问，代理只能开终端：传文件、隧道、远程命令和检查都需要直连 SSH（带公网 IP、并以 TCP 开放 22 端口的实例）。</translation>
    </message>
</context>
<context>
    <name>SshTunnels</name>
    <message>
        <source>%1 has no SSH address yet: start it first.</source>
        <translation>%1 还没有 SSH 地址：请先开机。</translation>
    </message>
    <message>
        <source>%1 has no direct SSH port, only a terminal through the platform&apos;s proxy, which forwards no ports: create it with a public IP and port 22 exposed over TCP to open tunnels.</source>
        <translation>%1 没有直连的 SSH 端口，只能通过平台代理开终端，代理不转发端口：要开隧道，请创建带公网 IP、并以 TCP 开放 22 端口的实例。</translation>
    </message>
</context>
<context>
    <name>StartupScriptDialog</name>
    <message>
        <source>Startup script of %1</source>
        <translation>%1 的开机脚本</translation>
    </message>
    <message>
        <source>The script&apos;s output appears here once it has run (~/.gpudesk/startup.log).</source>
        <translation>脚本运行后，其输出显示在这里（~/.gpudesk/startup.log）。</translation>
    </message>
    <message>
        <source>Runs at every boot, as you, before you log in. Changes apply from the next boot.</source>
        <translation>每次开机时以你的身份运行，在你登录之前。修改从下次开机起生效。</translation>
    </message>
    <message>
        <source>This instance has no startup script yet. Below is gpudesk&apos;s suggestion: model and package caches on the data disk, and your environment in every shell. Save it to run it from the next boot.</source>
        <translation>这台实例还没有开机脚本。下面是 gpudesk 的建议：模型和软件包缓存放到数据盘，并让每个 shell 都加载你的环境。保存后从下次开机起运行。</translation>
    </message>
    <message>
        <source>Last run: boot %1, exited with status %2 at %3.</source>
        <translation>上次运行：第 %1 次开机，于 %3 退出，退出码 %2。</translation>
    </message>
    <message>
        <source>Last run: boot %1 ended before the script did (a stop, or it could not start).</source>
        <translation>上次运行：第 %1 次开机在脚本结束前就结束了（关机了，或脚本未能启动）。</translation>
    </message>
    <message>
        <source>Running now (boot %1).</source>
        <translation>正在运行（第 %1 次开机）。</translation>
    </message>
    <message>
        <source>It has not run yet.</source>
        <translation>还没有运行过。</translation>
    </message>
    <message>
        <source>Use gpudesk&apos;s suggestion</source>
        <translation>使用 gpudesk 的建议</translation>
    </message>
    <message>
        <source>Read the last output</source>
        <translation>读取上次输出</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Remove the script</source>
        <translation>删除脚本</translation>
    </message>
    <message>
        <source>This platform does not run startup scripts at boot.</source>
        <translation>该平台不支持开机时运行脚本。</translation>
    </message>
    <message>
        <source>The script is %1 KiB; the platform keeps at most 64 KiB. Put the long part in a file on the data disk and run that file from here.</source>
        <translation>脚本有 %1 KiB；平台最多保存 64 KiB。请把较长的部分放到数据盘上的文件里，在这里运行那个文件。</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>读取中…</translation>
    </message>
    <message>
        <source>This platform cannot run it by itself: gpudesk runs it over SSH when it sees the instance boot, so keep gpudesk open while the instance starts.</source>
        <translation>该平台不能自己运行开机脚本：gpudesk 在看到实例开机时通过 SSH 运行它，所以实例开机时请保持 gpudesk 打开。</translation>
    </message>
    <message>
        <source>gpudesk started it for the boot of %1; its exit status shows at the end of the output.</source>
        <translation>gpudesk 已在 %1 那次开机时启动它；退出码显示在输出末尾。</translation>
    </message>
</context>
<context>
    <name>StockWatch</name>
    <message>
        <source>%1 × %2 is free, but it costs %3/h, more than your ceiling of %4/h: nothing was created.</source>
        <translation>%1 × %2 有空闲了，但每小时 %3，超过了你设定的上限每小时 %4：没有创建。</translation>
    </message>
</context>
<context>
    <name>StockWatchBanner</name>
    <message>
        <source>Stop watching</source>
        <translation>停止等待</translation>
    </message>
    <message>
        <source>A card is free</source>
        <translation>有卡空出来了</translation>
    </message>
    <message>
        <source>%1 × %2 free in %3: creating “%4” there now.</source>
        <translation>%3 有 %1 张 %2 空闲：正在那里创建“%4”。</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>已创建 %1</translation>
    </message>
    <message>
        <source>“%1” was created on the card you waited for; it appears below as it boots.</source>
        <translation>“%1”已用你等待的卡创建；开机过程会显示在下面。</translation>
    </message>
    <message>
        <source>Not created</source>
        <translation>未能创建</translation>
    </message>
    <message>
        <source>“%1” was not created: %2</source>
        <translation>“%1”没有创建：%2</translation>
    </message>
    <message>
        <source>No card came free</source>
        <translation>没有等到空闲的卡</translation>
    </message>
    <message numerus="yes">
        <source>No %1 came free in %n hour(s) of watching; “%2” was not created.</source>
        <translation>
            <numerusform>等了 %n 小时也没有空闲的 %1；“%2”没有创建。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watching for %1 × %2 in %3 to create “%4” (looked %n time(s)%5).</source>
        <translation>
            <numerusform>正在等待 %3 的 %1 × %2，用来创建“%4”（已查看 %n 次%5）。</numerusform>
        </translation>
    </message>
    <message>
        <source>; next at %1</source>
        <translation>；下次 %1</translation>
    </message>
    <message>
        <source>%1 × %2 free in %3 now: create your instance before someone else takes it.</source>
        <translation>%3 现在有 %1 张 %2 空闲：趁别人拿走之前创建你的实例。</translation>
    </message>
    <message numerus="yes">
        <source>Watching for %1 × %2 in %3 (looked %n time(s)%4).</source>
        <translation>
            <numerusform>正在等待 %3 的 %1 × %2（已查看 %n 次%4）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoragePage</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation>挂载到</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存于</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>关机</translation>
    </message>
    <message>
        <source>Storage a day</source>
        <translation>每天存储费</translation>
    </message>
    <message>
        <source>A month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>None: nothing has been stopped and forgotten for a week.</source>
        <translation>没有：没有关机后被遗忘一周以上的实例。</translation>
    </message>
    <message>
        <source>New volume…</source>
        <translation>新建数据卷…</translation>
    </message>
    <message>
        <source>Attach to a new instance…</source>
        <translation>挂载到新实例…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>数据卷</translation>
    </message>
    <message>
        <source>A volume is a data disk that outlives instances: releasing an instance keeps it. It is attached when an instance is created, and costs storage whenever no running instance uses it.</source>
        <translation>数据卷是比实例活得久的数据盘：释放实例时它会保留。它在创建实例时挂载；只要没有运行中的实例在用它，就会产生存储费。</translation>
    </message>
    <message>
        <source>Saved images</source>
        <translation>已保存的镜像</translation>
    </message>
    <message>
        <source>An image saved from an instance starts new ones with everything installed. It costs storage every day until it is deleted.</source>
        <translation>从实例保存的镜像可以直接启动装好一切环境的新实例。删除之前，它每天都产生存储费。</translation>
    </message>
    <message>
        <source>Stopped for more than a week</source>
        <translation>关机超过一周</translation>
    </message>
    <message>
        <source>A stopped instance keeps its disks, and they cost storage every day. If you no longer need one, save what matters and release it.</source>
        <translation>关机的实例会保留磁盘，每天都产生存储费。如果不再需要，请保存好重要数据后释放它。</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>The volumes could not be read: %1</source>
        <translation>无法读取数据卷：%1</translation>
    </message>
    <message>
        <source>%1 a day</source>
        <translation>每天 %1</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>nothing while %1 runs</source>
        <translation>%1 运行时不收费</translation>
    </message>
    <message>
        <source>%1 while %2 is stopped</source>
        <translation>%2 关机期间%1</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n 天前</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing stored costs money now.</source>
        <translation>现在没有任何存储在计费。</translation>
    </message>
    <message>
        <source>Release the instance it is attached to first; the volume is kept and becomes free.</source>
        <translation>请先释放它挂载的实例；数据卷会保留并变为空闲。</translation>
    </message>
    <message>
        <source>The regions are not known yet; try again in a moment.</source>
        <translation>还没有读到地区列表；请稍后再试。</translation>
    </message>
    <message>
        <source>New volume</source>
        <translation>新建数据卷</translation>
    </message>
    <message>
        <source>Name (say what it holds, e.g. “datasets”):</source>
        <translation>名称（说明它存什么，例如“数据集”）：</translation>
    </message>
    <message>
        <source>Which region? A volume can only be attached to instances in its own region.</source>
        <translation>哪个地区？数据卷只能挂载到同一地区的实例。</translation>
    </message>
    <message>
        <source>Size in GB (1 to 65536):</source>
        <translation>大小，单位 GB（1 到 65536）：</translation>
    </message>
    <message>
        <source>“%1” is not a size in GB from 1 to 65536.</source>
        <translation>“%1”不是 1 到 65536 之间的 GB 数。</translation>
    </message>
    <message>
        <source>No volume was made: %1</source>
        <translation>未能创建数据卷：%1</translation>
    </message>
    <message>
        <source>%1 is ready (%2 GB). It costs %3 a day until it is deleted; attach it to a new instance to use it.</source>
        <translation>%1 已就绪（%2 GB）。删除之前每天花费 %3；挂载到新实例即可使用。</translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>删除 %1？</translation>
    </message>
    <message>
        <source>Everything on %1 (%2 GB) is deleted for good. Type its name to go on.</source>
        <translation>%1（%2 GB）上的所有数据都会被永久删除。输入它的名称以继续。</translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation>%1 未能删除：%2</translation>
    </message>
    <message>
        <source>%1 is deleted; it costs nothing from now on.</source>
        <translation>%1 已删除；从现在起不再产生费用。</translation>
    </message>
    <message>
        <source>New instances can no longer start from %1. Instances already made from it are not affected.</source>
        <translation>之后将不能再用 %1 启动新实例。已经用它创建的实例不受影响。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>free volumes %1</source>
        <translation>空闲数据卷 %1</translation>
    </message>
    <message>
        <source>saved images %1</source>
        <translation>已保存镜像 %1</translation>
    </message>
    <message>
        <source>stopped instances %1</source>
        <translation>关机实例 %1</translation>
    </message>
    <message>
        <source>Storage costs %1 a day now (%2 a month): %3.</source>
        <translation>存储现在每天花费 %1（每月 %2）：%3。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>at the platform&apos;s storage rate</source>
        <translation>按平台的存储单价</translation>
    </message>
    <message>
        <source>%1 is ready (%2 GB). It is billed at the platform&apos;s storage rate until it is deleted; attach it to a new instance to use it.</source>
        <translation>%1 已就绪（%2 GB）。删除之前按平台的存储单价计费；创建新实例时挂载即可使用。</translation>
    </message>
    <message>
        <source>Disks and volumes are billed at the platform&apos;s storage rates, which it does not publish to this console: its web site&apos;s pricing page has them.</source>
        <translation>磁盘和数据卷按平台的存储单价计费，平台没有把单价提供给本控制台：请在它网站的价格页查看。</translation>
    </message>
    <message>
        <source>A volume is a disk rented on one machine that outlives instances: releasing an instance keeps it. Only an instance rented on that machine can use it, and it costs its price every day until it is deleted.</source>
        <translation>数据卷是租在一台机器上的一块盘，比实例活得久：释放实例时它会保留。只有租在同一台机器上的实例能用它，删除之前每天都按它的价格计费。</translation>
    </message>
    <message>
        <source>volumes %1</source>
        <translation>数据卷 %1</translation>
    </message>
    <message>
        <source>Which country? The volume is rented on one machine there, and only an instance rented on that machine can use it.</source>
        <translation>在哪个国家？数据卷会租在那里的一台机器上，只有租在那台机器上的实例能用它。</translation>
    </message>
    <message>
        <source>%1 is ready (%2 GB) on a machine in %3. It costs %4 a day until it is deleted, whether an instance uses it or not; “Attach to a new instance…” makes an instance on that machine.</source>
        <translation>%1 已就绪（%2 GB），在 %3 的一台机器上。删除之前每天 %4，不管有没有实例在用；“挂载到新实例…”会在那台机器上建一个实例。</translation>
    </message>
    <message>
        <source>Stopped instances that still bill storage</source>
        <translation>已关机但仍在收取存储费的实例</translation>
    </message>
    <message>
        <source>Detached data disks</source>
        <translation>已卸载的数据盘</translation>
    </message>
    <message>
        <source>A data disk detached from its instance keeps its files and bills until it is deleted. Put it back on an instance of its zone with that instance&apos;s Data disk….</source>
        <translation>从实例上卸载的数据盘保留其中的文件，删除前一直计费。在同一可用区某台实例的“数据盘…”里把它挂回去。</translation>
    </message>
    <message>
        <source>The detached disks could not be read: %1</source>
        <translation>读不到已卸载的云盘：%1</translation>
    </message>
    <message>
        <source>not attached</source>
        <translation>未挂载</translation>
    </message>
</context>
<context>
    <name>TeamPage</name>
    <message>
        <source>New team…</source>
        <translation>新建团队…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>账号</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Left to spend</source>
        <translation>剩余可用</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>邀请</translation>
    </message>
    <message>
        <source>Withdraw the invitation</source>
        <translation>撤回邀请</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>分配</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>收回</translation>
    </message>
    <message>
        <source>A team&apos;s members are accounts of their own on the platform — a lab&apos;s students, say. Invite one by the account&apos;s id; once they accept on the platform&apos;s web site, give them an amount to spend from your balance, and take back what they have not spent.</source>
        <translation>团队成员是平台上各自独立的账号——比如课题组的同学。按账号 ID 邀请；对方在平台网站上接受后，从你的余额里给他们分配可用额度，没用完的也可以收回。</translation>
    </message>
    <message>
        <source>The account&apos;s id, a number</source>
        <translation>账号 ID，一串数字</translation>
    </message>
    <message>
        <source>Your name for them (optional)</source>
        <translation>你给对方的备注名（可选）</translation>
    </message>
    <message>
        <source>Team:</source>
        <translation>团队：</translation>
    </message>
    <message>
        <source>Invite an account</source>
        <translation>邀请账号</translation>
    </message>
    <message>
        <source>Account id:</source>
        <translation>账号 ID：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>The member chosen above</source>
        <translation>上面选中的成员</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金额：</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>团队</translation>
    </message>
    <message>
        <source>The teams could not be read: %1</source>
        <translation>读不到团队：%1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Invited, not joined yet</source>
        <translation>已邀请，尚未加入</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Invitation withdrawn</source>
        <translation>邀请已撤回</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（无备注）</translation>
    </message>
    <message>
        <source>No team yet: make one with New team….</source>
        <translation>还没有团队：点“新建团队…”创建一个。</translation>
    </message>
    <message>
        <source>No members yet: invite an account below.</source>
        <translation>还没有成员：在下面邀请账号。</translation>
    </message>
    <message>
        <source>They have not joined the team yet.</source>
        <translation>对方还没有加入团队。</translation>
    </message>
    <message>
        <source>New team</source>
        <translation>新建团队</translation>
    </message>
    <message>
        <source>The team&apos;s name:</source>
        <translation>团队名称：</translation>
    </message>
    <message>
        <source>Asking the platform…</source>
        <translation>正在请求平台…</translation>
    </message>
    <message>
        <source>Team “%1” is made: invite its members below.</source>
        <translation>团队“%1”已创建：在下面邀请成员。</translation>
    </message>
    <message>
        <source>Invited %1: they join once they accept on the platform&apos;s web site.</source>
        <translation>已邀请 %1：对方在平台网站上接受后即加入。</translation>
    </message>
    <message>
        <source>The invitation of %1 is withdrawn.</source>
        <translation>对 %1 的邀请已撤回。</translation>
    </message>
    <message>
        <source>Give an amount</source>
        <translation>分配额度</translation>
    </message>
    <message>
        <source>Give %1 %2 to spend, from your balance?</source>
        <translation>从你的余额中给 %1 分配 %2 的可用额度？</translation>
    </message>
    <message>
        <source>Took %1 back from %2.</source>
        <translation>已从 %2 收回 %1。</translation>
    </message>
    <message>
        <source>Gave %2 %1 to spend.</source>
        <translation>已给 %2 分配 %1 的可用额度。</translation>
    </message>
</context>
<context>
    <name>TerminalLauncher</name>
    <message>
        <source>No terminal program was found (set $TERMINAL, or install one such as xterm). Run it yourself: %1</source>
        <translation>没有找到终端程序（请设置 $TERMINAL，或安装 xterm 等终端）。也可以自己运行：%1</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>无法启动 %1。</translation>
    </message>
</context>
<context>
    <name>TokensPage</name>
    <message>
        <source>Create token</source>
        <translation>创建令牌</translation>
    </message>
    <message>
        <source>Your new token</source>
        <translation>你的新令牌</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation>撤销…</translation>
    </message>
    <message>
        <source>A token lets a script or gpudeskctl act for you without your password (set it as GPUDESK_TOKEN). One token per purpose, with only the scopes it needs; never put one in code or a notebook, and keep the file it lives in listed in .gitignore.</source>
        <translation>令牌让脚本或 gpudeskctl 不用密码就能代你操作（设置为 GPUDESK_TOKEN）。一个用途一个令牌，只给它需要的权限；绝不要把令牌写进代码或笔记本，存放令牌的文件要写进 .gitignore。</translation>
    </message>
    <message>
        <source>What it is for, e.g. “training script on the lab server”</source>
        <translation>用途，例如“实验室服务器上的训练脚本”</translation>
    </message>
    <message>
        <source>Read: see instances, the balance and the ledger</source>
        <translation>读取：查看实例、余额和账单明细</translation>
    </message>
    <message>
        <source>Instances: create, start, stop and release them, volumes and images</source>
        <translation>实例：创建、开机、关机、释放实例，管理数据卷和镜像</translation>
    </message>
    <message>
        <source>Billing: spend limits and adding money</source>
        <translation>计费：消费限额和充值</translation>
    </message>
    <message>
        <source>SSH keys: add and remove them</source>
        <translation>SSH 密钥：添加和删除</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>新令牌</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>May:</source>
        <translation>权限：</translation>
    </message>
    <message>
        <source>Expires after:</source>
        <translation>有效期：</translation>
    </message>
    <message>
        <source>Shown only now: copy it into the environment variable or the file that needs it. If it is lost, revoke it and create another.</source>
        <translation>只显示这一次：请复制到需要它的环境变量或文件中。如果丢失，撤销后再新建一个。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>May</source>
        <translation>权限</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>到期</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>最近使用</translation>
    </message>
    <message>
        <source>API tokens</source>
        <translation>API 令牌</translation>
    </message>
    <message>
        <source>The tokens could not be read: %1</source>
        <translation>无法读取令牌：%1</translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation>已于 %1 过期</translation>
    </message>
    <message numerus="yes">
        <source>(in %n day(s))</source>
        <translation>
            <numerusform>（%n 天后）</numerusform>
        </translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>Give the token a name that says what it is for.</source>
        <translation>请给令牌起一个能说明用途的名称。</translation>
    </message>
    <message>
        <source>Choose what the token may do (at least one scope).</source>
        <translation>请选择令牌的权限（至少一项）。</translation>
    </message>
    <message>
        <source>No token was created: %1</source>
        <translation>未能创建令牌：%1</translation>
    </message>
    <message>
        <source>Revoke %1?</source>
        <translation>撤销 %1？</translation>
    </message>
    <message>
        <source>Scripts that use “%1” stop working at once. This cannot be undone; a new token can be created.</source>
        <translation>使用“%1”的脚本会立即失效。此操作无法撤回；可以再新建令牌。</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>%1 was not revoked: %2</source>
        <translation>%1 未能撤销：%2</translation>
    </message>
    <message>
        <source>%1 is revoked.</source>
        <translation>%1 已撤销。</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>SSH keys</source>
        <translation>SSH 密钥</translation>
    </message>
    <message>
        <source>New secret…</source>
        <translation>换新密钥…</translation>
    </message>
    <message>
        <source>A new secret for the same name and scopes (rotation); the old one can go on for a while, so scripts can be given the new one first.</source>
        <translation>为同名、同权限的令牌换一个新密钥（轮换）；旧密钥可以再用一段时间，方便先把新密钥交给脚本。</translation>
    </message>
    <message>
        <source>A new secret for %1?</source>
        <translation>为 %1 换新密钥？</translation>
    </message>
    <message>
        <source>“%1” gets a new secret with the same scopes, shown once. How long may scripts go on with the old one?</source>
        <translation>“%1”会得到一个权限相同的新密钥，只显示一次。旧密钥还允许脚本用多久？</translation>
    </message>
    <message>
        <source>Not at all</source>
        <translation>立即停用</translation>
    </message>
    <message>
        <source>One hour</source>
        <translation>一小时</translation>
    </message>
    <message>
        <source>One day</source>
        <translation>一天</translation>
    </message>
    <message>
        <source>%1 keeps its secret: %2</source>
        <translation>%1 的密钥未更换：%2</translation>
    </message>
    <message>
        <source>%1 has a new secret. The old one works until %2; then it stops.</source>
        <translation>%1 已换新密钥。旧密钥可用到 %2，之后失效。</translation>
    </message>
    <message>
        <source>%1 has a new secret; the old one stopped working now.</source>
        <translation>%1 已换新密钥；旧密钥已立即失效。</translation>
    </message>
</context>
<context>
    <name>TransferFailure</name>
    <message>
        <source>The instance cannot be reached (%1). Check that it is running; the transfer resumes where it stopped when you run it again.</source>
        <translation>无法连接实例（%1）。请确认它在运行；重新传输时会从中断处继续。</translation>
    </message>
    <message>
        <source>The connection to the instance broke off (%1). Run the transfer again: it resumes where it stopped.</source>
        <translation>与实例的连接中断了（%1）。重新传输即可从中断处继续。</translation>
    </message>
    <message>
        <source>The disk on the instance is full (writing %1). Free some space there (or send it to the data disk), then run the transfer again.</source>
        <translation>实例上的磁盘满了（写入 %1 时）。请清理一些空间（或改传到数据盘），然后重新传输。</translation>
    </message>
    <message>
        <source>%1 is on a read-only disk of the instance: choose another folder.</source>
        <translation>%1 在实例的只读磁盘上：请换一个文件夹。</translation>
    </message>
    <message>
        <source>The instance does not let you write or read %1 (permission denied): choose a folder of yours, such as the data disk.</source>
        <translation>实例不允许你读写 %1（权限不足）：请选择你自己的文件夹，例如数据盘。</translation>
    </message>
    <message>
        <source>%1 is not on the instance: %2</source>
        <translation>实例上没有 %1：%2</translation>
    </message>
    <message>
        <source>The instance could not handle %1: %2</source>
        <translation>实例无法处理 %1：%2</translation>
    </message>
    <message>
        <source>%1 has %2 MiB free and this needs %3 MiB. Free some space there, or send it to a larger disk.</source>
        <translation>%1 只剩 %2 MiB，这次需要 %3 MiB。请清理一些空间，或改传到更大的磁盘。</translation>
    </message>
    <message>
        <source>%1 cannot be written here (%2). Check that the folder is yours and the disk has room.</source>
        <translation>无法在本机写入 %1（%2）。请确认该文件夹属于你且磁盘有空间。</translation>
    </message>
</context>
<context>
    <name>TransferPlan</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
</context>
<context>
    <name>TransferQueue</name>
    <message>
        <source>Paused.</source>
        <translation>已暂停。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Waiting for %1, which is not in the list now.</source>
        <translation>正在等待 %1，它目前不在实例列表中。</translation>
    </message>
    <message>
        <source>Waiting for %1 to run: start it (no-GPU mode is enough for a transfer).</source>
        <translation>正在等待 %1 开机：请开机（传输用无卡模式就够了）。</translation>
    </message>
    <message>
        <source>Waiting for your key&apos;s passphrase: use Test connection on the instance once.</source>
        <translation>正在等待密钥的密码短语：请对该实例执行一次“测试连接”。</translation>
    </message>
</context>
<context>
    <name>TransfersPage</name>
    <message>
        <source>Upload files…</source>
        <translation>上传文件…</translation>
    </message>
    <message>
        <source>Upload a folder…</source>
        <translation>上传文件夹…</translation>
    </message>
    <message>
        <source>Download…</source>
        <translation>下载…</translation>
    </message>
    <message>
        <source>Drop files or folders here to upload them to an instance (its data disk by default), or use Upload in the toolbar. Uploads resume by themselves after a lost connection or a restart, and every file is checked when it arrives.</source>
        <translation>把文件或文件夹拖到这里即可上传到实例（默认放到数据盘），也可以用工具栏的“上传”。断网或重启后会自动续传，每个文件到达后都会校验。</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Speed, time left</source>
        <translation>速度、剩余时间</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Choose files to upload to an instance.</source>
        <translation>选择要上传到实例的文件。</translation>
    </message>
    <message>
        <source>Bring a folder or file from an instance to this computer.</source>
        <translation>把实例上的文件夹或文件下载到本机。</translation>
    </message>
    <message>
        <source>Files to upload</source>
        <translation>要上传的文件</translation>
    </message>
    <message>
        <source>Folder to upload</source>
        <translation>要上传的文件夹</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>传输</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s): %1 of %2</source>
        <translation>
            <numerusform>%n 个传输：%1 / %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>还剩 %1</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>传输中…</translation>
    </message>
    <message>
        <source>Waiting for its turn</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>Paused: resumes where it stopped</source>
        <translation>已暂停：继续时从中断处接着传</translation>
    </message>
    <message>
        <source>Done, checked: in %1 on the instance</source>
        <translation>已完成并校验：在实例的 %1</translation>
    </message>
    <message>
        <source>Done, checked: in %1</source>
        <translation>已完成并校验：在 %1</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Nothing is moving now.</source>
        <translation>当前没有正在进行的传输。</translation>
    </message>
    <message>
        <source>↑ %1 → %2</source>
        <translation>↑ %1 → %2</translation>
    </message>
    <message>
        <source>↓ %1 → %2</source>
        <translation>↓ %1 → %2</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>统计中…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>在文件夹中显示</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Diagnose…</source>
        <translation>诊断…</translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>Show gpudesk</source>
        <translation>显示 gpudesk</translation>
    </message>
    <message>
        <source>Quit (instances keep running on the platform)</source>
        <translation>退出（实例在平台上继续运行）</translation>
    </message>
    <message>
        <source>gpudesk</source>
        <translation>gpudesk 云显卡控制台</translation>
    </message>
    <message numerus="yes">
        <source>gpudesk: %n running, %1/h</source>
        <translation>
            <numerusform>gpudesk：%n 台运行中，%1/小时</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TunnelsDialog</name>
    <message>
        <source>Tunnels to %1</source>
        <translation>到 %1 的隧道</translation>
    </message>
    <message>
        <source>A tunnel makes a service inside the instance appear on this computer, even one that listens only on 127.0.0.1 there (the public ports cannot reach those). Only you can use it, and it comes back by itself after a restart.</source>
        <translation>隧道把实例里的服务映射到本机，即使它只监听实例的 127.0.0.1（公网端口访问不到这种服务）。只有你能使用，实例重启后会自动恢复。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Other port:</source>
        <translation>其他端口：</translation>
    </message>
    <message>
        <source>Inside the instance</source>
        <translation>实例内</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>在本机</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>连接数</translation>
    </message>
    <message>
        <source>%1 is not among the instances any more.</source>
        <translation>%1 已不在实例列表中。</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>连接中…</translation>
    </message>
    <message>
        <source>open</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>open — %1</source>
        <translation>已连接 —— %1</translation>
    </message>
    <message>
        <source>reconnecting — %1</source>
        <translation>重新连接中 —— %1</translation>
    </message>
    <message>
        <source>stopped — %1</source>
        <translation>已停止 —— %1</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>端口 %1</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>在浏览器中打开</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Listening inside now:</source>
        <translation>实例内正在监听：</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>重新查看</translation>
    </message>
    <message>
        <source>could not look: %1</source>
        <translation>无法查看：%1</translation>
    </message>
    <message>
        <source>the instance is not running</source>
        <translation>实例没有在运行</translation>
    </message>
    <message>
        <source>looking…</source>
        <translation>查看中…</translation>
    </message>
    <message>
        <source>Listens on 127.0.0.1 only: a tunnel is the way to reach it from here.</source>
        <translation>只监听 127.0.0.1：从本机只能通过隧道访问。</translation>
    </message>
    <message>
        <source>Listens on every address inside the instance.</source>
        <translation>在实例内监听所有地址。</translation>
    </message>
    <message>
        <source>nothing yet (start your service, then look again)</source>
        <translation>暂时没有（先启动你的服务，再重新查看）</translation>
    </message>
    <message numerus="yes">
        <source>and %n more (use Other port)</source>
        <translation>
            <numerusform>还有 %n 个（请用“其他端口”）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UploadDialog</name>
    <message>
        <source>Send them anyway</source>
        <translation>仍然发送这些文件</translation>
    </message>
    <message>
        <source>Start it without a GPU</source>
        <translation>无卡模式开机</translation>
    </message>
    <message>
        <source>Upload to an instance</source>
        <translation>上传到实例</translation>
    </message>
    <message>
        <source>Names or paths left out, separated by commas: *.pyc, __pycache__, .git, data/raw/*</source>
        <translation>不上传的名称或路径，用逗号分隔：*.pyc, __pycache__, .git, data/raw/*</translation>
    </message>
    <message>
        <source>Upload %1</source>
        <translation>上传 %1</translation>
    </message>
    <message numerus="yes">
        <source>Upload %n items</source>
        <translation>
            <numerusform>上传 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>To instance:</source>
        <translation>目标实例：</translation>
    </message>
    <message>
        <source>Into folder:</source>
        <translation>放到文件夹：</translation>
    </message>
    <message>
        <source>Leave out:</source>
        <translation>不上传：</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Starting without a GPU; the upload begins as soon as it runs.</source>
        <translation>正在以无卡模式开机；开机后立即开始上传。</translation>
    </message>
    <message>
        <source>Say which folder on the instance the files go into.</source>
        <translation>请填写文件放到实例上的哪个文件夹。</translation>
    </message>
    <message>
        <source>This instance has no data disk: the files go on its system disk, which fills up quickly and is deleted when the instance is released.</source>
        <translation>这台实例没有数据盘：文件会放在系统盘上，系统盘很快会满，而且释放实例时会被删除。</translation>
    </message>
    <message>
        <source>This is on the system disk: it fills up quickly and is deleted when the instance is released. The data disk is %1.</source>
        <translation>这是系统盘：很快会满，而且释放实例时会被删除。数据盘是 %1。</translation>
    </message>
    <message>
        <source>Counting what will go…</source>
        <translation>正在统计要上传的内容…</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1.</source>
        <translation>
            <numerusform>%n 个文件，%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out: %n item(s), %1 (%2).</source>
        <translation>
            <numerusform>不上传：%n 项，%1（%2）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n second(s) at 10 MB/s.</source>
        <translation>
            <numerusform>按 10 MB/s 约需 %n 秒。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n minute(s) at 10 MB/s.</source>
        <translation>
            <numerusform>按 10 MB/s 约需 %n 分钟。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a private key: whoever gets the instance (or an image of it) could use it.</source>
        <translation>%1 是私钥：任何拿到这台实例（或它的镜像）的人都能使用它。</translation>
    </message>
    <message>
        <source>%1 is an .env file: it usually holds passwords and tokens.</source>
        <translation>%1 是 .env 文件：里面通常有密码和令牌。</translation>
    </message>
    <message>
        <source>%1 cannot be read here and is left out.</source>
        <translation>%1 在本机无法读取，不会上传。</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… 还有 %n 项。</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave them out above (for example .env, *.pem), or send them anyway.</source>
        <translation>请在上面的“不上传”中排除它们（例如 .env, *.pem），或者仍然发送。</translation>
    </message>
    <message>
        <source>%1 is not running yet: the upload waits for it.</source>
        <translation>%1 还没有运行：上传会等它。</translation>
    </message>
    <message>
        <source>%1, cell %2, line %3</source>
        <translation>%1 第 %2 个单元格第 %3 行</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1 第 %2 行</translation>
    </message>
    <message>
        <source>%1 holds what looks like a %2 key or token: whoever gets the instance (or an image of it) could use it.</source>
        <translation>%1 里有看起来像 %2 密钥或令牌的内容：拿到这台实例（或它的镜像）的人都能用它。</translation>
    </message>
    <message>
        <source>%1 is stopped. Start it without a GPU (at the no-GPU rate, a small part of the card&apos;s) to upload; the upload waits for it.</source>
        <translation>%1 已关机。用无卡模式开机（按无卡价格，只是显卡价格的一小部分）来上传；上传会等它开好。</translation>
    </message>
</context>
<context>
    <name>Uploader</name>
    <message>
        <source>many small files</source>
        <translation>大量小文件</translation>
    </message>
    <message>
        <source>checking the small files</source>
        <translation>正在校验小文件</translation>
    </message>
    <message>
        <source>it went away during the transfer</source>
        <translation>它在传输过程中被移走了</translation>
    </message>
    <message>
        <source>%1 arrived different from what was sent (SHA-256 mismatch); nothing of this batch was put in place. Run the transfer again.</source>
        <translation>%1 到达后的内容与发送的不一致（SHA-256 不符）；这一批文件都没有放到位。请重新传输。</translation>
    </message>
    <message>
        <source>putting the small files in place</source>
        <translation>正在把小文件放到位</translation>
    </message>
    <message>
        <source>%1 arrived different from what was sent (SHA-256 mismatch) and was removed there. Run the transfer again.</source>
        <translation>%1 到达后的内容与发送的不一致（SHA-256 不符），已在实例上删除。请重新传输。</translation>
    </message>
    <message>
        <source>%1 cannot be read here (%2); it was not sent.</source>
        <translation>无法在本机读取 %1（%2）；它没有发送。</translation>
    </message>
    <message>
        <source>Paused: what was sent is kept, and the transfer resumes from there.</source>
        <translation>已暂停：已发送的部分会保留，继续时从那里接着传。</translation>
    </message>
    <message>
        <source>it got shorter during the transfer</source>
        <translation>传输过程中它变短了</translation>
    </message>
    <message>
        <source>The small files arrived different from what was sent (SHA-256 mismatch); nothing of this batch was put in place. Run the transfer again.</source>
        <translation>这些小文件与发送的不一致（SHA-256 不符），本批文件一个也没有放到位。请重新运行传输。</translation>
    </message>
    <message>
        <source>%1 arrived with another size than was sent. Run the transfer again: it goes on from what is right there.</source>
        <translation>%1 到达后的大小与发送的不同。请重新运行传输：它会从那边已正确的部分继续。</translation>
    </message>
    <message>
        <source>checking the small files and putting them in place</source>
        <translation>正在校验小文件并放到位</translation>
    </message>
</context>
<context>
    <name>UsagePanel</name>
    <message>
        <source>By instance</source>
        <translation>按实例</translation>
    </message>
    <message>
        <source>By card</source>
        <translation>按卡型</translation>
    </message>
    <message>
        <source>Usage could not be read: %1</source>
        <translation>无法读取用量：%1</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Spending per day</source>
        <translation>每日花费</translation>
    </message>
    <message>
        <source>Nothing spent last month or this month yet.</source>
        <translation>上月和本月都还没有花费。</translation>
    </message>
    <message>
        <source>This month so far: %1 · last month: %2 (%3 by the same day)</source>
        <translation>本月至今：%1 · 上月：%2（上月同期 %3）</translation>
    </message>
    <message>
        <source>Spending per day, %1 – %2</source>
        <translation>每日花费，%1 – %2</translation>
    </message>
    <message>
        <source>Spending by day</source>
        <translation>每日花费</translation>
    </message>
</context>
<context>
    <name>VastPlatform</name>
    <message>
        <source>Vast.ai account %1</source>
        <translation>Vast.ai 账户 %1</translation>
    </message>
    <message>
        <source>Vast.ai base image (CUDA, Python)</source>
        <translation>Vast.ai 基础镜像（CUDA、Python）</translation>
    </message>
    <message>
        <source>Vast.ai</source>
        <translation>Vast.ai</translation>
    </message>
    <message>
        <source>A marketplace of other people&apos;s machines, often the cheapest cards, billed in US dollars; you choose a machine by its price and reliability and log in with an API key from cloud.vast.ai.</source>
        <translation>别人的机器组成的租卡市场，卡常常最便宜，以美元计费；按价格和可靠性挑一台机器，用 cloud.vast.ai 上创建的 API 密钥登录。</translation>
    </message>
    <message>
        <source>Vast.ai sends its own JSON, signed with X-Vast-Signature-256, not a chat bot&apos;s message: a chat bot needs a receiver of yours in between (format json).</source>
        <translation>Vast.ai 只发送它自己的 JSON（用 X-Vast-Signature-256 签名），不是聊天机器人的消息：聊天机器人需要你自己的接收服务在中间转发（格式选 json）。</translation>
    </message>
    <message>
        <source>Vast.ai decides itself when the credit is low: its webhooks take no amount.</source>
        <translation>余额何时算低由 Vast.ai 自己决定：它的 Webhook 不接受金额。</translation>
    </message>
    <message>
        <source>Vast.ai offers no notification for webhooks to this account.</source>
        <translation>Vast.ai 没有为这个账户提供可发往 Webhook 的通知。</translation>
    </message>
</context>
<context>
    <name>VerificationDialog</name>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Real-name verification</source>
        <translation>实名认证</translation>
    </message>
    <message>
        <source>A verified account rents every card, and its boots are no longer limited in length. Give your name as written on your resident identity card, and its number. gpudesk sends them to the platform and keeps neither.</source>
        <translation>完成实名认证的账号可租用所有卡型，单次开机时长也不再受限。请填写居民身份证上的姓名和号码。gpudesk 只把它们发给平台，自己不保存。</translation>
    </message>
    <message>
        <source>18 characters: 17 digits and a digit or X</source>
        <translation>18 位：17 位数字加一位数字或 X</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>ID number:</source>
        <translation>身份证号：</translation>
    </message>
    <message>
        <source>The name is 2 to 30 letters, as written on the ID card.</source>
        <translation>姓名为 2 到 30 个字，与身份证上一致。</translation>
    </message>
    <message>
        <source>An ID number has 18 characters: 17 digits and a digit or X.</source>
        <translation>身份证号为 18 位：17 位数字加一位数字或 X。</translation>
    </message>
    <message>
        <source>The last character does not match the rest of the number: check it for a typo.</source>
        <translation>最后一位与前面的号码对不上：请检查是否输错。</translation>
    </message>
    <message>
        <source>Characters 7 to 14 of the number are not a real birth date.</source>
        <translation>号码第 7 到 14 位不是有效的出生日期。</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>正在提交…</translation>
    </message>
    <message>
        <source>Submitted: the platform is reviewing it. The cards it unlocks can be chosen once it is approved.</source>
        <translation>已提交：平台正在审核。审核通过后即可选择解锁的卡型。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>WalletPanel</name>
    <message>
        <source>Add money</source>
        <translation>充值</translation>
    </message>
    <message>
        <source>Open the payment page</source>
        <translation>打开付款页面</translation>
    </message>
    <message>
        <source>No vouchers.</source>
        <translation>没有代金券。</translation>
    </message>
    <message>
        <source>Stop everything after spending, per day:</source>
        <translation>每天花费超过此金额就全部关机：</translation>
    </message>
    <message>
        <source>Stop an instance after one boot costs:</source>
        <translation>单次开机花费超过此金额就关机：</translation>
    </message>
    <message>
        <source>Use the suggestion</source>
        <translation>采用建议值</translation>
    </message>
    <message>
        <source>Save limits</source>
        <translation>保存限额</translation>
    </message>
    <message>
        <source>Amount, e.g. 50</source>
        <translation>金额，例如 50</translation>
    </message>
    <message>
        <source>Vouchers</source>
        <translation>代金券</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>余额</translation>
    </message>
    <message>
        <source>Pays for</source>
        <translation>可用于</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>到期</translation>
    </message>
    <message>
        <source>Vouchers pay for the cards they name before your balance does.</source>
        <translation>代金券会先于余额支付其指定卡型的费用。</translation>
    </message>
    <message>
        <source>Spend limits</source>
        <translation>消费限额</translation>
    </message>
    <message>
        <source>If you forget an instance, a limit puts a ceiling on the loss: past it the platform stops your instances. The field guide&apos;s advice: one full experiment&apos;s budget × 1.5, so normal work never meets it.</source>
        <translation>万一忘了关机，限额能给损失设一个上限：超过它，平台会把你的实例关机。指南的建议是“一次完整实验的预算乘以一点五”，正常使用完全不受影响。</translation>
    </message>
    <message>
        <source>One full experiment costs about:</source>
        <translation>一次完整实验大约花费：</translation>
    </message>
    <message>
        <source>The wallet could not be read: %1</source>
        <translation>无法读取余额：%1</translation>
    </message>
    <message>
        <source>Reading the balance…</source>
        <translation>正在读取余额…</translation>
    </message>
    <message>
        <source>Lasts %1 at %2/h, what runs and is stored now.</source>
        <translation>按当前运行和存储的 %2/小时，还能用 %1。</translation>
    </message>
    <message>
        <source>Nothing is costing money now.</source>
        <translation>现在没有任何计费。</translation>
    </message>
    <message>
        <source>Spent today: %1</source>
        <translation>今日已花费：%1</translation>
    </message>
    <message>
        <source>This platform takes payments on its web site; the balance here follows a few seconds after you pay.</source>
        <translation>这个平台在其网站上收款；付款几秒后这里的余额会随之更新。</translation>
    </message>
    <message>
        <source>The amount is added to your balance at once (on the local sandbox it is play money).</source>
        <translation>金额会立即加到余额（本地沙盒里是模拟用的钱）。</translation>
    </message>
    <message numerus="yes">
        <source>(in %n day(s))</source>
        <translation>
            <numerusform>（%n 天后）</numerusform>
        </translation>
    </message>
    <message>
        <source>any card</source>
        <translation>任意卡型</translation>
    </message>
    <message>
        <source>Your limits are set by the account&apos;s owner; ask them to change them.</source>
        <translation>你的限额由主账号设置；如需修改请联系主账号。</translation>
    </message>
    <message>
        <source>Type what one full experiment costs you, and the limits to set are suggested here.</source>
        <translation>填写一次完整实验的花费，这里会给出建议的限额。</translation>
    </message>
    <message>
        <source>“%1” is not an amount.</source>
        <translation>“%1”不是有效金额。</translation>
    </message>
    <message>
        <source>Suggested: %1 a day, %2 a boot.</source>
        <translation>建议：每天 %1，单次开机 %2。</translation>
    </message>
    <message>
        <source>From your last 30 days: your largest experiment cost %1, your busiest day %2.</source>
        <translation>根据你最近 30 天：最大的一次实验花费 %1，花费最多的一天 %2。</translation>
    </message>
    <message>
        <source>Not saved yet: check the amounts, then Save limits.</source>
        <translation>尚未保存：核对金额后点“保存限额”。</translation>
    </message>
    <message>
        <source>%1: “%2” is not an amount; type it like 30 or 12.50.</source>
        <translation>%1：“%2”不是有效金额；请输入如 30 或 12.50。</translation>
    </message>
    <message>
        <source>Add money: the amount must be more than zero.</source>
        <translation>充值：金额必须大于零。</translation>
    </message>
    <message>
        <source>No money was added: %1</source>
        <translation>未能充值：%1</translation>
    </message>
    <message>
        <source>Added %1. The balance is now %2.</source>
        <translation>已充值 %1。当前余额 %2。</translation>
    </message>
    <message>
        <source>Daily limit</source>
        <translation>每日限额</translation>
    </message>
    <message>
        <source>Limit per boot</source>
        <translation>单次开机限额</translation>
    </message>
    <message>
        <source>Stop your instances now?</source>
        <translation>现在就关闭你的实例？</translation>
    </message>
    <message>
        <source>You have spent %1 today. A daily limit of %2 is reached already: the platform stops your running instances as soon as it is saved.</source>
        <translation>你今天已花费 %1。%2 的每日限额已经达到：保存后平台会立即关闭正在运行的实例。</translation>
    </message>
    <message>
        <source>Save and stop them</source>
        <translation>保存并关机</translation>
    </message>
    <message>
        <source>The limits were not changed: %1</source>
        <translation>限额未修改：%1</translation>
    </message>
    <message>
        <source>Saved: %1 a day, %2 a boot.</source>
        <translation>已保存：每天 %1，单次开机 %2。</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>This platform does not tell gpudesk the balance: see it on its billing page. Now %1/h.</source>
        <translation>这个平台不向 gpudesk 提供余额：请在它的账单页面查看。当前 %1/小时。</translation>
    </message>
    <message>
        <source>This platform takes payments on its web site, and shows the balance there too.</source>
        <translation>这个平台在其网站上收款，余额也在那里查看。</translation>
    </message>
    <message>
        <source>This platform&apos;s API gives neither the balance nor the bills: see and pay them on its web site. What gpudesk saw each boot cost is under Receipts.</source>
        <translation>这个平台的 API 既不提供余额也不提供账单：请在它的网站上查看和付款。gpudesk 看到的每次开机花费在“开机账单”里。</translation>
    </message>
    <message>
        <source>This platform&apos;s API gives neither the balance nor the bills: see and pay them on its web site.</source>
        <translation>这个平台的 API 既不提供余额也不提供账单：请在它的网站上查看和付款。</translation>
    </message>
    <message>
        <source>Balance and bills</source>
        <translation>余额与账单</translation>
    </message>
</context>
<context>
    <name>WebhooksPage</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Its secret</source>
        <translation>它的密钥</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>发送到</translation>
    </message>
    <message>
        <source>As</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>For</source>
        <translation>提醒内容</translation>
    </message>
    <message>
        <source>Send a test</source>
        <translation>发送测试</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>gpudesk warns you only while it runs. The platform can also tell a bot in your group chat or on your phone, with the console closed: when it stops an instance (and what the boot cost), when the balance runs low, a spend limit is near, a voucher is about to expire, or a job you started with “stop when done” finishes. Paste the bot&apos;s webhook address.</source>
        <translation>gpudesk 只在运行时提醒你。平台还可以在控制台关闭时通知你群聊里或手机上的机器人：平台关掉实例时（以及这次开机花了多少）、余额快用完、快到消费上限、代金券快过期，或用“跑完即关机”启动的任务结束时。粘贴机器人的 Webhook 地址即可。</translation>
    </message>
    <message>
        <source>https://open.feishu.cn/open-apis/bot/v2/hook/…</source>
        <translation>https://open.feishu.cn/open-apis/bot/v2/hook/…</translation>
    </message>
    <message>
        <source>New alert</source>
        <translation>新提醒</translation>
    </message>
    <message>
        <source>Bot&apos;s address:</source>
        <translation>机器人地址：</translation>
    </message>
    <message>
        <source>The bot is:</source>
        <translation>机器人类型：</translation>
    </message>
    <message>
        <source>Tell it when:</source>
        <translation>提醒时机：</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Deliveries of the one selected:</source>
        <translation>所选提醒的发送记录：</translation>
    </message>
    <message>
        <source>Phone alerts</source>
        <translation>手机提醒</translation>
    </message>
    <message>
        <source>Feishu / Lark group bot</source>
        <translation>飞书群机器人</translation>
    </message>
    <message>
        <source>DingTalk group bot</source>
        <translation>钉钉群机器人</translation>
    </message>
    <message>
        <source>WeCom group bot</source>
        <translation>企业微信群机器人</translation>
    </message>
    <message>
        <source>Slack incoming webhook</source>
        <translation>Slack Incoming Webhook</translation>
    </message>
    <message>
        <source>ntfy (phone notifications)</source>
        <translation>ntfy（手机推送）</translation>
    </message>
    <message>
        <source>Plain JSON, for your own receiver</source>
        <translation>纯 JSON，给你自己的接收程序</translation>
    </message>
    <message>
        <source>The alerts could not be read: %1</source>
        <translation>无法读取提醒：%1</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Paste the bot&apos;s webhook address (it starts with https://).</source>
        <translation>请粘贴机器人的 Webhook 地址（以 https:// 开头）。</translation>
    </message>
    <message>
        <source>Choose at least one thing to be told.</source>
        <translation>请至少选择一项提醒。</translation>
    </message>
    <message>
        <source>No alert was added: %1</source>
        <translation>未能添加提醒：%1</translation>
    </message>
    <message>
        <source>Added. Send a test to see it arrive.</source>
        <translation>已添加。发送一次测试，看看能否收到。</translation>
    </message>
    <message>
        <source>No test was sent: %1</source>
        <translation>未能发送测试：%1</translation>
    </message>
    <message>
        <source>A test is on its way; its result shows below in a moment.</source>
        <translation>测试已发出；结果稍后显示在下方。</translation>
    </message>
    <message>
        <source>Remove this alert?</source>
        <translation>移除这个提醒？</translation>
    </message>
    <message>
        <source>%1 is told nothing more.</source>
        <translation>之后不再通知 %1。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>It was not removed: %1</source>
        <translation>未能移除：%1</translation>
    </message>
    <message>
        <source>Removed.</source>
        <translation>已移除。</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>已送达</translation>
    </message>
    <message>
        <source>not delivered, given up: %1</source>
        <translation>未送达，已放弃：%1</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>发送中</translation>
    </message>
    <message>
        <source>not delivered yet (%1); tried again %2</source>
        <translation>尚未送达（%1）；将在 %2 重试</translation>
    </message>
    <message>
        <source>Low balance means under:</source>
        <translation>余额低于多少算快用完：</translation>
    </message>
    <message>
        <source>“%1” is not an amount; type the balance to be warned under, like 10 or 5.50.</source>
        <translation>“%1”不是有效金额；请填入提醒线，例如 10 或 5.50。</translation>
    </message>
    <message>
        <source>gpudesk warns you only while it runs. The platform can also send its own alerts to an address of yours, with the console closed: choose which below. They come as the platform&apos;s JSON, signed with %1; a chat bot cannot read them as they are, so put a receiver of yours in between.</source>
        <translation>gpudesk 只在运行时提醒你。平台也可以在控制台关闭时，把它自己的提醒发到你的地址：在下面选择要哪些。提醒是平台的 JSON，用 %1 签名；聊天机器人不能直接读懂，请在中间放一个你自己的接收服务。</translation>
    </message>
    <message>
        <source>https://your-server.example.com/alerts</source>
        <translation>https://your-server.example.com/alerts</translation>
    </message>
    <message>
        <source>Shown only now. A bot of a chat app does not need it; your own receiver checks %1 with it.</source>
        <translation>只显示这一次。聊天软件的机器人用不到它；你自己的接收服务用它校验 %1。</translation>
    </message>
    <message>
        <source>The test arrived (the platform says: “%1”).</source>
        <translation>测试消息已送达（平台说：“%1”）。</translation>
    </message>
    <message>
        <source>The test did not arrive: %1</source>
        <translation>测试消息没有送达：%1</translation>
    </message>
    <message>
        <source>Your receiver&apos;s address:</source>
        <translation>接收服务地址：</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>发送记录</translation>
    </message>
</context>
<context>
    <name>XdgAutostart</name>
    <message>
        <source>there is no autostart folder</source>
        <translation>没有自动启动文件夹</translation>
    </message>
    <message>
        <source>%1 could not be made</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 could not be removed: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Looking for the local sandbox…</source>
        <translation>正在查找本地沙箱…</translation>
    </message>
    <message>
        <source>gpudesk&apos;s local history was damaged and a new one started: %1</source>
        <translation>gpudesk 的本地记录文件已损坏，已另起新文件：%1</translation>
    </message>
    <message>
        <source>Your settings file was damaged: a copy is kept as %1, and gpudesk goes on with what it could read of it.</source>
        <translation>设置文件已损坏：副本保存在 %1，gpudesk 会使用其中能读出的部分继续运行。</translation>
    </message>
    <message>
        <source>gpudesk could not start again on the other platform; it is remembered for the next start.</source>
        <translation>gpudesk 无法在另一个平台上重新启动；已记住这个选择，下次启动时生效。</translation>
    </message>
    <message>
        <source>gpudesk could not make a new cluster token on the login node (%1); it tries again in ten minutes.</source>
        <translation>gpudesk 没能在登录节点上生成新的集群令牌（%1）；十分钟后再试。</translation>
    </message>
    <message>
        <source>Switch platform</source>
        <translation>切换平台</translation>
    </message>
    <message>
        <source>gpudesk was started again for %1. Switch to it? This console closes and starts anew there.</source>
        <translation>gpudesk 被再次启动，要用 %1。切换过去吗？这个控制台会关闭，并在那里重新启动。</translation>
    </message>
    <message>
        <source>The proxy&apos;s password is used until gpudesk quits but not kept: %1</source>
        <translation>代理密码在 gpudesk 退出前有效，但没有保存：%1</translation>
    </message>
</context>
</TS>
