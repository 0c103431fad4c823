<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>MainWindow</name>
    <message>
        <source>gpudesk</source>
        <translation>gpudesk 云显卡控制台</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
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
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Connected (platform says: %1)</source>
        <translation>已连接（平台状态：%1）</translation>
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
        <source> · time ×%1</source>
        <translation> · 时间 ×%1</translation>
    </message>
    <message>
        <source>Connected to %1 · platform time %2%3</source>
        <translation>已连接到 %1 · 平台时间 %2%3</translation>
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
    <name>main</name>
    <message>
        <source>Looking for the local sandbox…</source>
        <translation>正在查找本地沙箱…</translation>
    </message>
</context>
</TS>
