<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>gpudesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing time zone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a platform yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach the platform: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected (platform says: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>real time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 platform seconds per real second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · time ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1 · platform time %2%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlatformUrl</name>
    <message>
        <source>&apos;%1&apos; is not a platform address; type one like https://gpu.example.com or http://127.0.0.1:8080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A platform address starts with http:// or https://, not %1://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the user name and password out of the platform address; you log in after connecting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A platform address has no &apos;?&apos; or &apos;#&apos; part; type just the server, e.g. https://gpu.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxLauncher</name>
    <message>
        <source>The local sandbox program (gpudesk-sandbox) was not found beside gpudesk or on PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local sandbox did not come up within %1 s; see its log in %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no endpoint file yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the sandbox&apos;s data directory %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local sandbox exited as soon as it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local sandbox exited: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Looking for the local sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
