<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutPlatformDialog</name>
    <message>
        <source>About this platform</source>
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
        <source>Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not answering: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected (the platform says: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: it moves only when the sandbox is told to</source>
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
        <source>%1 (amounts like %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AccountInput</name>
    <message>
        <source>Enter your mobile number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mobile number has 11 digits starting with 13–19, or starts with + and the country code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your e-mail address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not an e-mail address (name@example.com).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password needs at least 8 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password cannot be only digits; add letters or symbols.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password cannot contain your phone number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your phone number or e-mail address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddPublicKeyDialog</name>
    <message>
        <source>Add a public key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-ed25519 AAAA… you@laptop (the one line of the .pub file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a .pub file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the public half of a key pair. The private half stays on your computer and is never shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a private key. Paste the public one (the .pub file) and never share the private one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something stands before the key (a prompt or a command). Paste only the line that starts with ssh-ed25519, ssh-rsa or ecdsa-sha2-….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is broken over several lines. It must be one line: copy it again from the .pub file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This RSA key is shorter than 2048 bits, which is no longer safe. Generate a new key here (ed25519).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a public key first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This kind of key is not accepted. Use an ed25519, ECDSA or RSA (2048 bits or more) key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a valid public key: part of it is missing or damaged. Copy the whole line of the .pub file again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a public key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public keys (*.pub);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdvisorPanel</name>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would a package have been cheaper last week?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A daily or weekly package is prepaid at a discount and not refunded: it pays only when the card is busy most of the period. Here is last week, card by card, at the platform&apos;s prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a card or rent one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine costs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value lost over the years:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting costs, per hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of real use a year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power under load (0: leave out):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity per kWh:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting from the field guide&apos;s example: a ¥12,000 machine loses 60% in two years; renting at ¥2.50 an hour for 500 hours a year. Change it to yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You used no card last week: nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last week&apos;s usage could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine&apos;s price is not an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rent per hour is not an amount above zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The electricity price is not an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amounts here are in %1, this platform&apos;s currency (the field guide&apos;s example is in yuan). Type what your machine would cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type what your machine would cost, and the comparison shows here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amounts here are in %1, this platform&apos;s currency (the field guide&apos;s example is in yuan). The rent starts from what the %2 costs here, %3 an hour; type what your machine would cost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach the platform (%1). Check the network connection; gpudesk keeps trying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform answered something gpudesk does not understand (%1). Update gpudesk, or report it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused the request: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are not logged in. Log in to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login or the password is wrong. Check both; after several failures the account is locked for a while.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This account has two-factor authentication: enter the 6-digit code from your authenticator app, or one of your recovery codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your session has expired. Log in again; your instances keep running meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The balance (%1) does not cover what starting needs (%2). Recharge, or choose a cheaper card or no-GPU mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The account may keep %n instance(s), stopped ones included. Release one you no longer need, or verify the account for a higher quota.</source>
        <translation>
            <numerusform>The account may keep %n instance, stopped ones included. Release one you no longer need, or verify the account for a higher quota.</numerusform>
            <numerusform>The account may keep %n instances, stopped ones included. Release one you no longer need, or verify the account for a higher quota.</numerusform>
        </translation>
    </message>
    <message>
        <source>The API token lacks the “%1” scope. Create a token that has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the account&apos;s owner can do this; ask them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API tokens cannot do this: log in with your password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not there any more (released or deleted, perhaps from another window). Refresh to see what is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not available in this region right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions that have it: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards with as much memory here: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 is already used by another running instance. Stop that instance, or choose another port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That %1 is already registered. Log in instead, or use another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phone number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e-mail address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This does not fit what it is doing now (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This conflicts with the current state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is too large for the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many attempts. Try again in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform failed to do its part (%1). Try again in a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused the request (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>The API token has expired. Create a new one (gpudeskctl tokens create) and use it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API token was revoked. Create a new one (gpudeskctl tokens create) and use it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The balance is too low for this. Stop or release what you no longer need, or choose a cheaper card or no-GPU mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting %1 needs real-name verification. Verify your identity from the create wizard&apos;s GPU step (it takes a few minutes), or choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily spend limit is reached (%1 spent today). It starts again tomorrow; until then, stop what you no longer need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform does not have %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not accept this API key. Check that you pasted all of it, or create a new key on the platform&apos;s web site and log in with that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key may not do that (%1). Create a key with read and write access on the platform&apos;s web site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No steady machine in %1 has %2 GB free to rent as a volume now. Try a smaller size, another country, or again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster does not accept this token: it has expired, or it was made for another user. Make a new one on the login node (scontrol token lifespan=86400) and log in with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node of the cluster has what this job asks for (%1): ask for fewer cards, another card or another partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The partition does not take a job like this (%1): ask for a shorter time or another partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster does not let you do that (%1): only its administrators can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account&apos;s limits on the cluster do not let this job start (%1): ask for fewer cards or a shorter time, or ask the cluster&apos;s administrators to raise them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This moves money or widens access: confirm it is you with your password (or a 2FA code), then it goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account is in arrears: an order is unpaid. Recharge on the platform&apos;s web site and pay the open order (Order Management), then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance&apos;s paid period is over. Renew it on the platform&apos;s web site (Renewal Management), or make an instance billed by the hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This image cannot drive that card. Choose an image made for it (a newer CUDA), or another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The account may keep %n instance(s) at its level, stopped ones included. Release one you no longer need, or raise the level (on Compshare a recharge does): the next level allows %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The account has as many instances as its quota allows, stopped ones included. Release one you no longer need, or ask the platform for a higher quota.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutostopDialog</name>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop it by itself when nobody uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autostop — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used means: a program on the GPU, an SSH terminal, a browser through a tunnel or a service port, a transfer, a busy CPU, or a command started to stop when done. A program that holds GPU memory is never stopped, however slowly it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle with the GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle without the GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: it runs, and bills, until you stop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: it runs, and bills, until you stop it — %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After you leave it idle, it bills at most %1 more (%2 at %3/h).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After you leave it idle, it stops within %1 with the GPU, %2 without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through the night with the console closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the console closes, the instance stops at its idle time even mid-run. Give its agent a key pair (best a sub-account&apos;s, allowed little more than the stop scheduler) and it keeps the stop ahead while the instance works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the agent this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given: the agent keeps the instance&apos;s stop from now on, with the console closed too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both halves of the pair are needed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutostopText</name>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n h</numerusform>
            <numerusform>%n h</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stops after %1 idle with the GPU, %2 without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a night forgotten (12 h) costs %1 at %2/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stopping %1 in %n min: idle for %2 at %3/h.</source>
        <translation>
            <numerusform>Stopping %1 in %n min: idle for %2 at %3/h.</numerusform>
            <numerusform>Stopping %1 in %n min: idle for %2 at %3/h.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU %1% busy (%n process(es))</source>
        <translation>
            <numerusform>GPU %1% busy (%n process)</numerusform>
            <numerusform>GPU %1% busy (%n processes)</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU memory held at %1% use</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n SSH terminal(s)</source>
        <translation>
            <numerusform>%n SSH terminal</numerusform>
            <numerusform>%n SSH terminals</numerusform>
        </translation>
    </message>
    <message>
        <source>connections to port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s)</source>
        <translation>
            <numerusform>%n transfer</numerusform>
            <numerusform>%n transfers</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU %1% busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept running until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>started watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starved, not idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept running by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop armed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop called off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warned the terminals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn it on…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep running 1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Idle for %1: it stops at %2 (in %n min) unless it is used.</source>
        <translation>
            <numerusform>Idle for %1: it stops at %2 (in %n min) unless it is used.</numerusform>
            <numerusform>Idle for %1: it stops at %2 (in %n min) unless it is used.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not watching this boot yet: the agent starts with the startup script (its log is ~/.gpudesk/autostop.log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle since %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stopped: %1 — starved, not idle. The card waits for data: more DataLoader workers or prefetching usually help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stopped: the CPU is busy and the GPU idle. No-GPU mode would cost %1/h instead of %2/h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stopped: the CPU is busy and the GPU idle. No-GPU mode would cost less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stopped: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking its agent…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its agent could not be asked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console sees it used too: %1 — it keeps it running past an idle stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last decisions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stopping %1 in %n min: idle for %2.</source>
        <translation>
            <numerusform>Stopping %1 in %n min: idle for %2.</numerusform>
            <numerusform>Stopping %1 in %n min: idle for %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Off%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutostopWatcher</name>
    <message>
        <source>It has no autostop agent in this boot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The startup script with autostop would be over the platform&apos;s 64 KiB: shorten your own part of it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved for its next boots, but this boot did not take it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent stops it at a time only while it runs: start it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its autostop agent did not take it (%1): turn autostop on for it first, which installs the agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key goes onto the instance over SSH: start it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not take this key pair: check that both halves are whole and belong together.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillingPage</name>
    <message>
        <source>Wallet and limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages and buying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BootLimit</name>
    <message numerus="yes">
        <source>The platform stops this boot at %1: an unverified account&apos;s boots last %n hour(s) at most. Save your work before then, or verify your real name to lift the limit.</source>
        <translation>
            <numerusform>The platform stops this boot at %1: an unverified account&apos;s boots last %n hour at most. Save your work before then, or verify your real name to lift the limit.</numerusform>
            <numerusform>The platform stops this boot at %1: an unverified account&apos;s boots last %n hours at most. Save your work before then, or verify your real name to lift the limit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BootReceipt</name>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ran %2 and cost %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU was attached (no-GPU mode).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its GPU use is unknown: gpudesk was not watching while it ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU was %1% busy on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 went to %3 below %4%.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BootTasks</name>
    <message>
        <source>%1 is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console keeps no startup scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The startup script could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BudgetGuards</name>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>The money runs out soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1/h, the balance and vouchers last %2 more; then the platform stops your instances. Add money, or stop what you do not need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spend limit is near</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1 a spend limit is reached and the platform stops the instances it covers. Save your work, or raise the limit on the Billing page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s package ends soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s prepaid package ends in %2. After that it bills on demand while it runs, or stops if the balance cannot carry it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps costing storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has been stopped for %n day(s); its disks cost %2 a month. Save what matters and release it if it is no longer needed.</source>
        <translation>
            <numerusform>%1 has been stopped for %n day; its disks cost %2 a month. Save what matters and release it if it is no longer needed.</numerusform>
            <numerusform>%1 has been stopped for %n days; its disks cost %2 a month. Save what matters and release it if it is no longer needed.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reaches its time limit soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1 Slurm ends %2, whatever is running: save a checkpoint now. Extend asks the cluster for more time; where it refuses, start it again after the end (a new job).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches the boot limit soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>In %1 the platform stops %2: an unverified account&apos;s boots last %n hour(s) at most. Save your work now; verify your real name to lift the limit.</source>
        <translation>
            <numerusform>In %1 the platform stops %2: an unverified account&apos;s boots last %n hour at most. Save your work now; verify your real name to lift the limit.</numerusform>
            <numerusform>In %1 the platform stops %2: an unverified account&apos;s boots last %n hours at most. Save your work now; verify your real name to lift the limit.</numerusform>
        </translation>
    </message>
    <message>
        <source>It pays for %1 only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It pays for any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A voucher expires soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of voucher credit is left and expires in %2. %3 Use it before then: what is left is not refunded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BuyVsRent</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message>
        <source>Rent: %1 rented against %2 owned; at this power price owning never pays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent: %1 of use over %2 costs %3 rented against %4 owned. Owning pays only from about %5 hours a year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n year</numerusform>
            <numerusform>%n years</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy: at %1 hours a year, owning costs %2 against %3 rented over %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChangeCardDialog</name>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start on another card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start “%1” in %2 on another card. Its disks, ports and startup script are kept; from this boot on it bills the new card&apos;s rate. Debug on a cheap card, then train on a big one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(its card now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is the card it has: choose another card or another count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From this boot: %1 × %2 at %3/h (now %4 × %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 free in %2 right now: the platform will refuse it and say where there are.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompsharePlatform</name>
    <message>
        <source>优云智算 Compshare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UCloud&apos;s GPU platform in China, paid in yuan: by the hour, the day or the month, and without the card to prepare; you log in with the key pair from console.compshare.cn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key pair …%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionDoctor</name>
    <message>
        <source>the instance&apos;s state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address in gpudesk&apos;s ssh config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH handshake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service inside the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform&apos;s public port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked: a layer before it is broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken at %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every layer works: you can log in, and port %1 answers from outside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every layer works: you can log in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It runs, but the platform gives no SSH address for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart it; if it still has none, the platform&apos;s SSH service is broken: ask its support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is still booting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until it runs: a boot takes a minute or two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is stopping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until it has stopped, then start it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is released: its system disk is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a new instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform could not run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release it and create it again: it is not your fault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is stopped: it was stopped on request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform stopped it: the balance ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add money, then start it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform stopped it: a spend limit was reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the spend limit (or wait for the next day), then start it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform stopped it: an unverified account&apos;s boots are limited in length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify your real name to lift the limit, then start it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stopped at the time set for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it (and move its stop time if it is still needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its package ended and the balance could not carry it on at the hourly price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add money (or buy another package), then start it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform stopped it: its host failed. This is not your fault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk&apos;s ssh config has no address for it, so ssh from a terminal does not know it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let gpudesk write it (SSH keys page, or: gpudeskctl ssh-config sync).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk&apos;s ssh config sends %1 to %2 as %3, but the platform now says %4 as %5 (the port changes at every boot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewrite gpudesk&apos;s ssh config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh %1 goes to %2, as the platform says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No key file is chosen for gpudesk; the SSH agent offers its %n key(s).</source>
        <translation>
            <numerusform>No key file is chosen for gpudesk; the SSH agent offers its key.</numerusform>
            <numerusform>No key file is chosen for gpudesk; the SSH agent offers its %n keys.</numerusform>
        </translation>
    </message>
    <message>
        <source>No key is chosen for gpudesk, and no SSH agent holds one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or make a key (SSH keys), and add it to the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key %1 is not there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another key (SSH keys).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can be read by others (mode %2): OpenSSH refuses such a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make it private: chmod 600 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is private; its fingerprint cannot be read without its passphrase (no .pub beside it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is not among the platform&apos;s SSH keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add its public half (%1.pub) to the platform (SSH keys).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is private and on the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH agent holds %1 keys: ssh offers them all first, and a server gives up after %2 tries. gpudesk&apos;s ssh config says IdentitiesOnly yes, so only this key is offered; add that line to your own ssh configs too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts connections (%2 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing answers at %1: the instance&apos;s SSH service is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the instance (a new boot starts a new SSH service); if it happens again, it is the platform&apos;s fault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No answer from %1 within %n second(s) (%2).</source>
        <translation>
            <numerusform>No answer from %1 within a second (%2).</numerusform>
            <numerusform>No answer from %1 within %n seconds (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>A firewall, proxy or VPN between you drops it: try another network, or turn the proxy off for this address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH handshake works; the host key %1 is the one pinned earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH handshake works; the host key %1 is the platform&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not log in: something answers in the instance&apos;s place. Ask the platform&apos;s support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the instance was created again under this name, accept the new key (Test connection); otherwise ask the platform&apos;s support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the fingerprint with the one the platform&apos;s web console shows, then accept it (Test connection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH service answers but does not finish the handshake: restart the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logged in as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the SSH agent&apos;s %n key(s)</source>
        <translation>
            <numerusform>the SSH agent&apos;s key</numerusform>
            <numerusform>the SSH agent&apos;s %n keys</numerusform>
        </translation>
    </message>
    <message>
        <source>Add the key to your SSH agent (ssh-add %1), or type its passphrase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance refused %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is on the platform but this boot does not accept it: restart the instance, and if it still refuses, ask the platform&apos;s support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the key&apos;s public half to the platform (SSH keys).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again; if it fails again, restart the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No service port was named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing listens on port %1 inside the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service is not running: start it, and read its output (it may have failed to start).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 listens on %2 only: a tunnel reaches it, a public port does not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it with --host 0.0.0.0 (TensorBoard: --bind_all), or open a tunnel to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 is held by %2, which does not answer HTTP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it is not your service, stop it (kill %1) or start yours on another port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it is not your service, stop it or start yours on another port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 listens on %2 and answers HTTP (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform publishes no port of this instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform publishes port(s) %1 of this instance, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach it through an SSH tunnel instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform gives no public address for port %1 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not answer, though the service answers inside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s port relay is at fault: use an SSH tunnel meanwhile, and tell its support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers (HTTP %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance&apos;s logs could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the log&apos;s path (ls on the instance), and name it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stopped itself: nothing used it for its whole idle period (autostop).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a terminal through the platform&apos;s SSH proxy: no direct SSH port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a terminal from the instance&apos;s menu; for transfers, tunnels and these checks, create the instance with a public IP and port 22 exposed over TCP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is waiting to start. On this platform the host may have rented its card to someone else while it was stopped; then it waits until the card is free, however long that takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait a few minutes. If it still has not started, create a new instance like it on another machine; once that one runs, right-click it and choose “Copy data from another instance…” to bring this one&apos;s files over. This one keeps its disk (and bills for it) until you release it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the platform&apos;s SSH proxy, not the machine: transfers through it are slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance has no public address: its SSH goes through the platform&apos;s proxy, which carries SSH only, so port %1 cannot be reached from outside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach it through an SSH tunnel, or create the instance on a machine with a direct port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk&apos;s ssh config sends %1 straight to %2, but the job&apos;s node is reached through the login node %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job runs on node %1; ssh %2 goes there (port %3) through the login node %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s login node %1 accepts connections (%2 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s login node %1 does not answer (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most clusters let only their own network in: connect to the campus network or its VPN, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node&apos;s SSH handshake works; its host key is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the fingerprint with the login node&apos;s key as your cluster&apos;s admins publish it (or as your own known_hosts has it), then accept it (Test connection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logged in as %1 on the login node, and from there to the job&apos;s SSH service on node %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job may have just ended, or its SSH service has not started yet: look at its state, and start it again (a new job) if it ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s web address is reached through the proxy %1; SSH goes directly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform is reached through the proxy %1, but SSH does not go through a web proxy: where this network lets only the proxy out, set an SSH jump host in Settings → Network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk&apos;s ssh config sends %1 straight to %2, but your settings send SSH through the jump host %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh %1 goes to %2 through your jump host %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your jump host %1 accepts connections (%2 ms); SSH to the instance goes through it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your jump host %1 does not answer (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the jump host in Settings → Network (its address and port), or clear it on a network that lets SSH out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your jump host&apos;s SSH handshake works; its host key is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logged in through your jump host %1 as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your jump host cannot reach the instance&apos;s SSH port: check that it may connect out to %1, or choose another jump host.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>%1 was stopped: %2. Its disks are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was stopped by the platform. Its disks are kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleServices</name>
    <message>
        <source>a transfer in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tunnel to port %1 in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU %1% busy at the console&apos;s last reading</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleSettings</name>
    <message>
        <source>%1: %2 is &quot;%3&quot;, which is not one of %4; using %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: language &quot;%2&quot; is not one gpudesk ships (%3); following the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: check that its folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: network/proxy_mode is &quot;%2&quot;, which is not one of %3; using the environment&apos;s proxy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: network/proxy: %2; using the environment&apos;s proxy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleShortcuts</name>
    <message>
        <source>Ctrl+1 … Ctrl+%1	the pages, in the order of the list on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance shortcuts work on the Instances page, for the selected instance.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateBillingPage</name>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On demand suits most projects: it stops costing the moment the instance stops. A package is prepaid at a discount for a day or a week and is not refunded if you stop early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours with the GPU you expect to use:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepare without the card: pull the code, install packages, download the data set and run a tiny sample. Then stop and start it with the GPU for the real run: the card is paid only while it computes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start without a GPU first, to prepare: %1/h instead of %2/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>On demand, %1/h: %2 for %n hour(s)</source>
        <translation>
            <numerusform>On demand, %1/h: %2 for %n hour</numerusform>
            <numerusform>On demand, %1/h: %2 for %n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Daily package, %1 a day: %2 for %n hour(s)</source>
        <translation>
            <numerusform>Daily package, %1 a day: %2 for %n hour</numerusform>
            <numerusform>Daily package, %1 a day: %2 for %n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Weekly package, %1 a week: %2 for %n hour(s)</source>
        <translation>
            <numerusform>Weekly package, %1 a week: %2 for %n hour</numerusform>
            <numerusform>Weekly package, %1 a week: %2 for %n hours</numerusform>
        </translation>
    </message>
    <message>
        <source>It is billed while it runs, by the second at the hourly rate: stopping it ends the charge for the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2% of it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Monthly package, %1 a month: %2 for %n hour(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>On demand suits most projects: it stops costing the moment the instance stops. A package is prepaid for a day or a month at the platform&apos;s price and is not refunded if you stop early.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateDisksPage</name>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept and reused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sets and pretrained weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too large for the system disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training logs and checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needed to look back after a crash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conda environments, caches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can be re-created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch scripts, notebooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handy, and not forgotten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new data disk of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An existing volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data disk (everything on the system disk, deleted on release)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever should still be there after a stop or a release goes on the data disk. A full system disk stops logs, kills processes and can break the environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted with the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What goes where:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no free volume in this region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While it is stopped, its disks cost nothing (the system disk is within the free %1 GB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While it is stopped, its disks cost %1 a day (the system disk beyond the free %2 GB, and the data disk). Nothing is charged for them while it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this platform the system disk is emptied at every stop: code, data, checkpoints and anything installed by hand survive a stop only on the data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data disk (everything on the system disk, emptied at every stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many libraries cache into the home directory on the system disk; point them at the data disk: export HF_HOME=%1/cache/huggingface TORCH_HOME=%1/cache/torch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform bills its disks at storage rates it does not publish to this console: its web site&apos;s pricing page has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An instance here has one disk: code, data sets and checkpoints all live on it. It is kept while the instance is stopped, and deleted when the instance is released: copy off what you want to keep first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each machine prices its disk itself, by the GB and month: the next page shows it. The disk is billed while the instance is stopped too, until it is released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No volume (everything on the instance&apos;s disk, deleted on release)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An instance here has one disk, kept while it is stopped and deleted when it is released. A volume outlives it, but lives on one machine: with a volume, the next page offers only that machine.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateGpuPage</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For your own projects memory is usually the first limit, before compute. For token-by-token generation, memory bandwidth matters more than FP16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will you run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data preparation, debugging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference with a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA / parameter-efficient fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving a large model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For your job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several GPUs help only when the code is distributed (DDP, DeepSpeed, FSDP…); otherwise it uses one and the others bill for nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unverified accounts rent only small cards. &lt;a href=&quot;verify&quot;&gt;Verify your identity&lt;/a&gt; to rent the others (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This needs about %1 GB of GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>needs %n cards</source>
        <translation>
            <numerusform>needs %n card</numerusform>
            <numerusform>needs %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>needs real-name verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in your quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several GPUs help only when the code is distributed (DDP, DeepSpeed, FSDP…); otherwise it uses one, and the others sit idle while your labmates wait for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cores and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cores and memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More cores feed the card faster (data loading, preprocessing) and cost more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores, %2 GB memory — %3/h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateImagePage</name>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (bare system)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved by you%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared by %1 (a community image: check what it holds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A framework image saves the most painful part, installing CUDA and the framework: pick the framework version your code needs, and a CUDA that matches it. A bare system suits those who want full control. Your saved images, and images other users shared, are listed too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A framework image saves the most painful part, installing CUDA and the framework: pick the framework version your code needs, and a CUDA that matches it. A bare system suits those who want full control. Your saved images are listed too.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateOfferPage</name>
    <message>
        <source>Verified hosts only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct SSH port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DLPerf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network down / up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here you rent one host&apos;s machine, not just a card: the price, how much of the time the host has stayed up, and its network differ from one machine to the next. A host that goes down stops your job with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts the marketplace has checked; unverified ones are cheaper and less predictable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up at least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA at least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for machines with %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified, data centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unverified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 Mbps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/GB a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; SSH through the proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2, with its disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below the %1 you asked for: shown to compare prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port straight to the machine. Without one, SSH goes through the platform&apos;s proxy, which is slower for transfers, and the machine&apos;s published ports cannot be reached (a tunnel over SSH still works).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateOptions</name>
    <message>
        <source>The %1 needs real-name verification: unverified accounts rent only small cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account&apos;s quota does not include the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a card of compute capability %2 or newer; the %3 is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA %1 of %2 has no code for the %3 (compute capability %4): choose an image with a newer CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a few</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is made for %2 only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreatePortsPage</name>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each port chosen here is reachable from this computer while the instance runs, at the address its details show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard (6006)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradio (7860)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jupyter (8888)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 16006, 17860</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other ports:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A service must listen on all interfaces to be reached: start it with --host 0.0.0.0 (TensorBoard: --bind_all). Many listen on 127.0.0.1 by default, and are then unreachable from outside however the ports are set.

In use already? Pick a high port, above 16000, and check inside the instance with: ss -lntp</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateRegionPage</name>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near you, SSH answers promptly; for a run left alone it matters little. Popular cards run out in the evenings and at weekends: another region often still has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs free now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The regions, cards and prices could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the regions, cards and prices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU is free in %1 right now; no-GPU mode still works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free in %1 now: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards on offer now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU is free in %1 right now: another region may have the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s partitions and cards could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the cluster&apos;s partitions and cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster&apos;s partitions are its queues: each has its own nodes and the longest a job may run there. Where no card is free, a job waits in the queue until one is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU is free in %1 right now: a job asking for one waits in the queue until one is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateSummaryPage</name>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check what it will cost, name it, and create it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. llama-lora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily package (not refunded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weekly package (not refunded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB, deleted on release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: everything is deleted on release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the volume %1 (%2 GB), kept after release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB, kept through stops, deleted on release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without a GPU, to prepare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with its GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1/h with the GPU, %2/h without it. %n hour(s) with the GPU: %3. Stopped, its disks cost %4 a day.</source>
        <translation>
            <numerusform>%1/h with the GPU, %2/h without it. %n hour with the GPU: %3. Stopped, its disks cost %4 a day.</numerusform>
            <numerusform>%1/h with the GPU, %2/h without it. %n hours with the GPU: %3. Stopped, its disks cost %4 a day.</numerusform>
        </translation>
    </message>
    <message>
        <source>This region has fewer %1 free than asked for right now: the platform may refuse, and will say where there are some.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your balance of %1 lasts about %2 at %3/h, less than the hours you expect: recharge first, or it stops when the money runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package costs %1 up front; your balance is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a data disk, code, data sets and checkpoints live on the system disk and are deleted on release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs help only if the code is distributed across them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your volume is in %1: an instance elsewhere cannot attach it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create with the %1 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify your identity…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This region has fewer %1 free than asked for right now. Starting without the GPU needs none; when you start it with the GPU, there may be none free here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autostop: stop it by itself when nobody uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: it bills until you stop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: it bills until you stop it — %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1 with nothing running on the GPU, no terminal, tunnel or transfer (%2 without the GPU), it stops itself: a forgotten night costs at most %3 instead of %4. The instance&apos;s Autostop action changes it any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB, emptied at every stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: everything is lost at the first stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1/h while it runs. %n hour(s): %2. Stopped, its disks cost %3 a day.</source>
        <translation>
            <numerusform>%1/h while it runs. %n hour: %2. Stopped, its disks cost %3 a day.</numerusform>
            <numerusform>%1/h while it runs. %n hours: %2. Stopped, its disks cost %3 a day.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1/h while it runs. %n hour(s): %2. Its disks are billed at the platform&apos;s storage rates.</source>
        <translation>
            <numerusform>%1/h while it runs. %n hour: %2. Its disks are billed at the platform&apos;s storage rates.</numerusform>
            <numerusform>%1/h while it runs. %n hours: %2. Its disks are billed at the platform&apos;s storage rates.</numerusform>
        </translation>
    </message>
    <message>
        <source>Without a data disk, code, data sets and checkpoints live on the system disk and are lost at the first stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk starts it on the instance at each boot; when the instance first runs, it asks you to confirm its host key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1, its host up %2 of the time (offer %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine&apos;s host has been up only %1 of the time: if it goes down, your job stops with it. Save checkpoints often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GB) at %3, kept after release; %4 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GB) at %3, kept after release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check what the job asks for, name it, and submit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; then Slurm ends the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the partition&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your home and the cluster&apos;s shared folders, kept after the job; what is only on the node&apos;s own disk is gone when the job ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 GPU-hours of your lab&apos;s share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer %1 are free in %2 than the job asks for right now: it waits in the queue until they are, and gpudesk shows its place and the scheduler&apos;s reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1 with nothing running on the GPU, no terminal, tunnel or transfer, it ends the job, so the cards go to the next person in the queue. The instance&apos;s Autostop action changes it any time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the job holds its cards until its time limit, even when nothing runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your voucher (%1 left, until %2), then your balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your balance: your vouchers do not pay for this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create it when one is free…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk watches the stock (for up to 2 hours, while it runs) and makes this instance as soon as the card is free here, at no more than %1/h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell me when one is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk watches the stock (for up to 2 hours, while it runs) and tells you, and your phone alerts, when the card is free here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly package (not refunded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cores and memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores, %2 GB memory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateTimePage</name>
    <message>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every job on a cluster has one: when it is reached, Slurm ends the job, whatever is running. A shorter limit often starts sooner, when the scheduler can fit it into a gap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run for at most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save checkpoints as you go: gpudesk warns you 30 and 5 minutes before the end, and a job that ends can be started again (a new job with the same settings), but what was only in its memory is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the longest here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs in the partition %1 may run for %2 at most; ask its admins if you need longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The partition %1 sets no limit of its own; the cluster may still end long jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Holds %n card(s) for up to %1: at most %2 GPU-hours of your lab&apos;s share.</source>
        <translation>
            <numerusform>Holds %n card for up to %1: at most %2 GPU-hours of your lab&apos;s share.</numerusform>
            <numerusform>Holds %n cards for up to %1: at most %2 GPU-hours of your lab&apos;s share.</numerusform>
        </translation>
    </message>
    <message>
        <source>none: the cluster&apos;s own software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container image (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cluster runs jobs in container images (pyxis): name one like nvcr.io#nvidia/pytorch:24.05-py3, and your terminal, VS Code and startup script run in it, with your home folder. The first start of an image takes minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a container image: name one like nvcr.io#nvidia/pytorch:24.05-py3 or docker://ubuntu:22.04.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreateWizard</name>
    <message>
        <source>Create an instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreationDoctor</name>
    <message>
        <source>That card is out of stock here right now: nothing is wrong with your choices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create it in %1, where it is free now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a similar card here: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it without a GPU now and with the GPU later: no-GPU mode needs no stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account&apos;s level does not allow this yet: the card needs real-name verification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account keeps as many instances as it may.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify your real name (Security page); the review takes a few minutes, then create it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release an instance you no longer need, or verify the account for a higher quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add money (Billing page), then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise or remove the spend limit (Billing page), or wait for tomorrow&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The choices do not fit together: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the system disk at least as large as the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an image whose CUDA drives the card (a newer CUDA for a newer card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 in the create wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform failed, not your request: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again in a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 never finished booting, and the platform gave up. This is not your fault: the host it landed on did not come up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has been starting for %n minute(s). This is not your fault: the host it landed on is not coming up.</source>
        <translation>
            <numerusform>%1 has been starting for %n minute. This is not your fault: the host it landed on is not coming up.</numerusform>
            <numerusform>%1 has been starting for %n minutes. This is not your fault: the host it landed on is not coming up.</numerusform>
        </translation>
    </message>
    <message>
        <source>Release it and create it again: the new one lands on another host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it holds work from earlier boots, keep it first: save an image of its system disk, and copy the data disk&apos;s files (a volume outlives a release).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits in the cluster&apos;s queue; the scheduler has not looked at it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait a few seconds: the scheduler says why at its next pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits for cards: every card it can use is busy with other jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: it starts as soon as the cards are free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or ask for fewer cards, another card or another partition (release it and create it again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits its turn: jobs with a higher priority go first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait. A shorter time limit lets the scheduler start it in a gap sooner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks for more time than its partition allows: it will never start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release it and create it again with a shorter time limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits because you already hold as much as your share of the cluster allows (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop one of your other instances, or ask for fewer cards: it starts once you are under the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you need more, ask the cluster&apos;s admins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits because your group has used what it may (%2): its GPU time or its share of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the person who runs your group&apos;s account, or the admins, for more; or wait for the group&apos;s use to go down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits because the nodes it needs are down or reserved (maintenance?): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the nodes to come back, or release it and create it in another partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held: it will not start until it is released (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the cluster&apos;s admins why it is held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits for a time or another job set for it (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waits in the cluster&apos;s queue; the scheduler says: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait, or ask the cluster&apos;s admins what it means.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is number %1 in line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler expects to start it at %1 (UTC).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ctl</name>
    <message>
        <source>This moves money or widens access: confirm it is you (not asked again for ten minutes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logged in, but the session could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: no keychain answered (%1); the session is kept in %2 (readable by you only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no instance is called &apos;%1&apos; (see gpudeskctl ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 instances are called &apos;%2&apos;; use an id: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(stopped: moved by hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(amounts like %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logging in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logged in with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone or e-mail: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logged in as %1 until %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logged out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(member of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given by this platform; see %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given by this platform; see its web site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the balance is on the platform&apos;s web site)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lasts %1 at %2/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend limit reached in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB (weights %2, KV cache %3, activations %4, optimizer %5, runtime %6, headroom %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(log in to see which of the platform&apos;s cards fit: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this platform runs no startup scripts, so gpudeskctl cannot install autostop on %1 for every boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: autostop %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a night forgotten (12 h) now costs %1 at %2/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from its next boot on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the change is saved for the next boots, but this boot did not take it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from now on (and at every boot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; autostop %3 from its next boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; autostop not installed from its next boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no autostop agent in this boot (switch it on: gpudeskctl autostop %2 --idle 30m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not watching yet (see ~/.gpudesk/autostop.log on the instance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armed: in use (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last decisions (~/.gpudesk/autostop.log on the instance has them all):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this platform takes payments on its web site: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added %1; balance: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no payments between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ledger lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total: %1 (spent %2, paid in or covered %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the latest %1 lines; --month YYYY-MM for a whole month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total: %1 from %2 to %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this month: %1 GPU-hours; last month: %2 GPU-hours (%3 jobs, from the cluster&apos;s accounting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this month: %1 GPU-hours; last month: %2 GPU-hours (%3 jobs, as this computer saw gpudesk&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quota of account %1: %2 of %3 GPU-hours left (your jobs used %4 since %5; the account&apos;s other users count too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lines of %1 add up to %2 but the platform&apos;s total is %3; nothing written, run it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 lines, total %3, as the platform counts it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no SSH keys; add one with: gpudeskctl ssh-keys add ~/.ssh/id_ed25519.pub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added %1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed %1; running instances refuse it from now on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1 (%2), until %3: shown once, keep it now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revoked %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1 (%2) replaces %3: shown once, keep it now; the old secret works %4 more minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1 (%2) replaces %3: shown once, keep it now; the old secret stopped working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measuring the system disk: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system disk: %1 (an image holds at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2  (a cache: --clean removes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2  (move it to the data disk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cleaning the caches: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cleaned the caches: the system disk holds %1 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping %1 to save its system disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not saved: the system disk holds %1; an image holds at most %2. Start it and run images save %3 --name %4 --clean to see what is big and clean the caches, or move data sets and checkpoints to the data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved %1 (%2, %3 GB): create from it with --image %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no instances; create one with: gpudeskctl create --name N --region R --gpu TYPE --image I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(a relay that carries a shell only: scp, sftp, rsync and tunnels need a direct connection, which the instance has while it runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(through the platform&apos;s SSH proxy: transfers are slower, and the machine&apos;s ports are reached only through a tunnel: gpudeskctl tunnel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given by the platform; compare it when ssh first asks, then it is pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not relayed (not running)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, number %2 in line, expected to start at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, number %2 in line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, expected to start at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1 (%2), %3; it may wait in the cluster&apos;s queue (gpudeskctl show says why)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1 (%2), %3; billing starts when it runs (gpudeskctl cost shows it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autostop: it ends the job, freeing its cards, after %1 idle; change it with gpudeskctl autostop %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autostop: it stops by itself after %1 idle; change it with gpudeskctl autostop %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autostop: it stops by itself after %1 idle in GPU mode (%2 in no-GPU mode); change it with gpudeskctl autostop %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autostop: off; a forgotten job holds its cards until its time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autostop: off; a forgotten instance bills until you stop it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on %3 x %4 (was %5 x %6); its disks are kept, and the rate is the new card&apos;s from this boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 in no-GPU mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; its disks are kept and cost storage until released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 (%3), not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still %2 after %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invoice %1 requested: %2 for %3 (%4 payment), made out to %5%6; sent to %7 once issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invoice %1 requested: %2 for %3 (%4 payments), made out to %5%6; sent to %7 once issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no invoices asked for; ask with `gpudeskctl billing invoice --month YYYY-MM --title T --email E`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rent it with: gpudeskctl create --offer %1 --image IMAGE --disk %2 --name NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered %1 and logged in; next: verify your real name in the console to rent the larger cards, add money with `gpudeskctl recharge`, add a key with `gpudeskctl ssh-keys`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>password changed; other sessions are logged out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add it to an authenticator app, then: gpudeskctl 2fa confirm CODE (the 6 digits it shows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two-factor login is on. These recovery codes are shown once: each logs in once without the app. Keep them offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two-factor login is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no members; add one with: gpudeskctl members add --name N --phone P --password-stdin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added %1 (%2); they log in with %3 and spend your balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed %1; their sessions and tokens stop working now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not logged in; run `gpudeskctl login` or set GPUDESK_TOKEN (the key pair is kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added to the platform as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instances&apos; ssh entries use this key from now on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add it to the platform with: gpudeskctl ssh-keys add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: others can read %1, and ssh refuses such a key; fix it with: chmod 600 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed gpudesk&apos;s ssh entries; %1 is as it was before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to date: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no address until it runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host key checked and pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not included from %1: use ssh -F %2 ALIAS, or run ssh-config sync without --no-include</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from any terminal: ssh %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH goes straight to the instances again; gpudeskctl ssh-config sync rewrites the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 presents the host key %2, which gpudesk has not met before. If that is its key (ask your network&apos;s admins), run again with --trust %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH goes through %1 from now on (its host key is pinned); gpudeskctl ssh-config sync rewrites the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, so it cannot be reached over SSH; start it with: gpudeskctl start %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot run ssh (%1); install the OpenSSH client: sudo apt install openssh-client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase for %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 of %3 MiB used, %4% busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 of %3 MiB used, load unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, sees the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://127.0.0.1:%1 is port %2 inside %3 (services bound to its 127.0.0.1 too); Ctrl+C ends the tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tunnel open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tunnel closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watching for %1 x %2 in %3 for %4 min (Ctrl+C stops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watching for %1 x %2 in any region for %3 min (Ctrl+C stops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1 (%2) in %3: %4; billing starts once it runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none free after %1 min of watching (%2 looks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no volumes; make one with: gpudeskctl volumes create NAME --region R --size GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1 (%2 GB in %3); it costs %4/day until it is deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1 (%2 GB in %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is on one machine: gpudeskctl offers --volume %1 lists that machine&apos;s offers, then create --offer ID --image IMAGE --volume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attach it when creating an instance: gpudeskctl create ... --volume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted %1 and everything on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no saved images (the platform&apos;s public images cost nothing to keep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted %1; it costs nothing from now on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a private key: anyone on the instance (or with its image) could use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an .env file: it usually holds passwords and tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds what looks like a %2 key or token (cell %3, line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds what looks like a %2 key or token (line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read here and is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was sent; leave those out with --exclude, or send them anyway with --yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1 (this transfer is not journalled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resuming the upload left unfinished on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resuming the download left unfinished on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1 (this transfer cannot be resumed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%  %2 of %3  %4/%5 files  %6/s  %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uploaded %1 files (%2) to %3, verified (SHA-256); left out %4 by the excludes (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>downloaded %1 files (%2) to %3, verified (SHA-256); left out %4 by the excludes (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uploaded %1 files (%2) to %3, verified (SHA-256)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>downloaded %1 files (%2) to %3, verified (SHA-256)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted: what was sent is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run the same command again to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no webhooks; add one with `gpudeskctl webhooks add URL --format %1` (or %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no webhooks; add one with `gpudeskctl webhooks add URL` (the platform&apos;s own JSON, for a receiver of yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhook %1 added (%2, %3); its secret is shown once: check %4 with it. Try it: gpudeskctl webhooks test %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delivered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not delivered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delivered: the receiver answered HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not delivered: %1; the platform tries again later (webhooks deliveries %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent, but no answer yet: see `gpudeskctl webhooks deliveries %1`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your password (or a 2FA code): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token (scontrol token lifespan=86400 on the login node): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key (from the platform&apos;s web site): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2FA code (or a recovery code): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password again: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current password: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New password: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New password again: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The member&apos;s password: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1% with %2 process(es)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory held at %1% use (starved, not idle: DataLoader workers? prefetch?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 SSH session(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connections to port(s) %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gpudesk transfer(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1% with the GPU idle (no-GPU mode costs less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on: stops after %1 idle in GPU mode, %2 in no-GPU mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public key: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private key (from the platform&apos;s web site): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the platform stops it at %2 (in %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no stop scheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; it is running again in a minute or two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not running: the key goes onto it over SSH; start it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its private key: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key could not be put on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its autostop agent keeps the platform&apos;s stop with that key from now on, with the console closed too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no detached disks: every data disk is on its instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2  %3 GB in %4, detached %5; it bills until deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a new %2 GB data disk at %3, empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make it usable once, as root on the instance (gpudeskctl ssh %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data disk of %1 is %2 GB now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once it runs again, grow its filesystem to fill it, as root:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detached %1 (%2 GB) from %3 with its files; it bills until deleted. Put it on an instance of %4 with: gpudeskctl disk attach INSTANCE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2 again, with its files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount it, as root on the instance (a disk gpudesk made has its label):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invited, not joined yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invitation withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no team is called &apos;%1&apos; (see gpudeskctl team ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no teams; make one with: gpudeskctl team create NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no members yet: gpudeskctl team invite %1 ACCOUNT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given %1, %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no member of %1 is &apos;%2&apos; (see gpudeskctl team ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not joined %2 yet: an amount goes to a member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × GPU, %2 cores, %3 GB memory: %4/h (--count %1 --cpus %2 --memory %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CtlHelp</name>
    <message>
        <source>no command given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not take --%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not logged in; run `gpudeskctl login` or set GPUDESK_TOKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (see gpudeskctl help %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (see gpudeskctl --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3 (got &apos;%4&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which instance? give its id or its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>login needs --login PHONE|EMAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>login needs a login and a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logging out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the platform&apos;s time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks for your password (or a 2FA code) when the platform wants you to confirm it is you; with --password-stdin, reads it as the next line of standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether the platform answers, and its time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log in; the session is kept like the console&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a platform that logs in with an API key (RunPod), paste the key, or give it on standard input with --password-stdin; otherwise the phone or e-mail and the password, then the 2FA code if the account has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new account, logged in at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change the password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --stdin: the current and the new one, a line each (and your password again on a third line when the platform asks you to confirm it is you).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two-factor login: the secret and its otpauth URI for an authenticator app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn it on with the app&apos;s code: the recovery codes, shown once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn two-factor login off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recent logins, with addresses not seen before marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the account logged in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alerts the platform sends to a phone: where, in which format, for which events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the events a webhook can be told, as the platform names them (--events takes these)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a webhook: prints its id and its secret, shown once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL is a bot&apos;s incoming webhook (https; http only to this computer). --format json|feishu|dingtalk|wecom|slack|ntfy (json by default; Vast.ai sends only its own JSON), --events narrows it (see webhooks events; all by default), --below AMOUNT is where balance.low fires (not on Vast.ai). Each delivery is signed: on gpudesk&apos;s sandbox X-Gpudesk-Signature t=SECONDS,v1=HMAC-SHA256(secret, SECONDS.body), on Vast.ai X-Vast-Signature-256.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send a test event now and say whether it arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a webhook&apos;s latest deliveries and their results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove a webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the account&apos;s API tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new API token, shown once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new secret for a token (same name and scopes), shown once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revoke a token at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people who spend your balance, within their own limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a member with a login of their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs --name and --phone or --email; the password is typed, or read with --password-stdin (then your own, on the next line, when the platform asks you to confirm it is you).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove a member: their sessions and tokens stop working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a member&apos;s spend limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advise gpu needs --task preprocess, inference, lora, full or serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--params takes the model size in billions of parameters, like 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--precision is fp32, fp16, bf16, int8 or int4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advise buy-vs-rent needs --rig, --rent and --hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--watts and --kwh go together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advise package needs --period daily or weekly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advise package needs --rate and --busy-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the platform&apos;s package discount (or give --discount)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autostop needs one instance, e.g. autostop my-run --idle 30m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--off goes alone (--idle and --on switch it on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is a time from 1 minute to a week, like 30m, 2h or 1h30m (got &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run needs an instance and a command, e.g. run my-run --stop-when-done -- python train.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grace is a time like 5m or 1h (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grace goes with --stop-when-done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limits set needs --daily AMOUNT|off or --per-boot AMOUNT|off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting the spend limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the spend limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recharge takes an amount in %1, like 50 or 12.50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recharging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--month takes a month like 2026-11 (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bucket is day or hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--group is instance, gpu_type or member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what gpudeskctl does, or what one command takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a completion script for your shell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands, subcommands, options and instance names (those the last listing saw) complete on Tab. bash: source &lt;(gpudeskctl completion bash) in ~/.bashrc; zsh: gpudeskctl completion zsh &gt; &quot;${fpath[1]}/_gpudeskctl&quot;; fish: gpudeskctl completion fish &gt; ~/.config/fish/completions/gpudeskctl.fish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this manual as a man page (roff), for man -l -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balance, rate now, spent today, vouchers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what each instance&apos;s boot costs now, and the runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spend limits: past them the platform stops your instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set or lift the daily and per-boot limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add money (play money on the local sandbox)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charges and credits, newest last; a whole month with --month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top-ups, transfers and refunds (the platform&apos;s invoices): 90 days, or --month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask for an invoice for a month&apos;s payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs --month YYYY-MM, --title (whom it is made out to: a person or a company) and --email (where it is sent); --tax-id for a company. It covers that month&apos;s payments not on an invoice yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the invoices asked for: requested, or issued with their number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a lab&apos;s cluster: the jobs that ran this month and last, with their GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spending per day or hour, by instance, card or member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a month&apos;s statement as CSV, its total checked against the platform&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To standard output unless --out FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data volumes: they outlive instances and cost storage until deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete a volume and everything on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved images and what they cost per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save the instance&apos;s system disk as an image, lean: measured, cleaned with --clean, then stopped and saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a running instance it first measures the system disk over SSH and lists what is big (pip&apos;s and conda&apos;s caches, __pycache__, logs, the Hugging Face cache, checkpoints); --clean empties the caches. When the image would be bigger than the platform takes, it says what to clean and what to move to the data disk, and asks the platform nothing. Then it stops the instance and saves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete a saved image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cards with their price per hour and where they are free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one instance (an INSTANCE is its id, its unique name or its ssh alias)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a marketplace&apos;s machines with a card, cheapest first, and which one to take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a marketplace (Vast.ai) an instance is rented from one machine&apos;s offer. Lists the offers from verified hosts up at least --min-reliability of the time with a direct SSH port, and says which it suggests and why (the cheapest host may go down with your job).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new instance, from --spec FILE.json or the options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs --name, --region, --gpu and --image unless --spec gives them; on a marketplace, --offer and --image (with --disk and --name if you like); on a Slurm cluster, --name, --region (the partition) and --gpu, with --count and --time if you like, and --image only where the cluster runs containers (pyxis: &amp;containers=pyxis in its address). Autostop is on unless --autostop off, where the platform runs startup scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boot it (no-GPU mode: the small no-GPU rate instead of the card&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu TYPE [--count N] starts a stopped instance on another card in its region (gpudeskctl gpus lists them): its disks, ports and startup script are kept, the rate is the new card&apos;s from this boot, and the ledger names each boot&apos;s card. Refused with the reason when the image&apos;s CUDA cannot drive the card, none is free there (with where and which are), or the account may not rent it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop it (disks kept; storage still costs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete it with its system disk and own data disk (needs --yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait until it is in --state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its state changes and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH keys on the account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add a public key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove a key from the account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new ed25519 pair as ~/.ssh/gpudesk_NAME (never overwrites)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add an existing pair&apos;s public key; it becomes the default key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write ~/.ssh/gpudesk/config and include it from ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Host gpu-NAME per instance; running instances&apos; host keys pinned, so ssh asks nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reach every instance through a jump host (a network that blocks outgoing SSH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host is met first: a host key gpudesk has not seen is shown, and taken only with --trust FINGERPRINT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take all of that out again (~/.ssh/config as it was before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log in (or run COMMAND) with OpenSSH, host key checked first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find the broken layer when you cannot connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State, ssh config, key, network, SSH, login; with --port the service inside and the platform&apos;s public port; --log/--died: why a run died (GPU memory, the OOM killer, a full disk).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: every check passed; 1: one failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop it by itself once nothing uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU work, SSH session, tunnel or service connection, transfer or busy CPU for TIME: on by default, 30m in GPU mode, 2h in no-GPU mode. --status (the default) says armed, idle since …, stopping at … or off, with its last decisions; --idle and --idle-no-gpu set the times, --off and --on switch it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run COMMAND in tmux on the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach with tmux attach -t gpudesk-job-…; --stop-when-done stops the instance when it ends (after --grace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the instance&apos;s GPU, disks, RAM and Python stack, measured now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait for a card to be free (in a region, or anywhere), and make the instance at once if asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks at the platform&apos;s stock at once, then less and less often (every --interval seconds at first, up to every 5 minutes). --create-from SPEC.json makes that instance on the card and in the region found, unless the cards cost more an hour than --max-price; someone faster sends it back to watching. Prints what it found (and made).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3: none free before --timeout; 4: stopped by Ctrl+C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the instance&apos;s cards live: utilization, memory, power, temperature, CPU and RAM, every 2 s until Ctrl+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One SSH channel stays open and samples every --interval seconds; --count N stops after N samples; --json prints each sample as one JSON line. After 10 minutes the seed&apos;s hints come too: a card that holds memory and idles waits for its data, cards rented and idle are wasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>127.0.0.1:N here reaches PORT inside the instance, until Ctrl+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard 6006, Jupyter 8888, Gradio 7860; follows the instance across reboots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send a file or folder into DEST on the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumable and checked with SHA-256; __pycache__, *.pyc and *.log are left out; private keys, .env files and API tokens stop it unless --yes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4: interrupted, run it again to resume; 5: a checksum mismatch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bring a file or folder from the instance into DEST here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which card fits the task, cheapest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether renting beats buying a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether a daily or weekly package pays for the hours you expect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing SSH keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keys add needs the public key&apos;s file (the .pub one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a private key: give the .pub file, and never share the private one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adding the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keys rm needs the key&apos;s id (see ssh-keys ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removing the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens create needs a NAME and --scopes (read, instances, billing, keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creating the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens revoke needs the token&apos;s id (see tokens ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revoking the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens rotate needs the token&apos;s id (see tokens ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotating the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doctor needs one instance, e.g. doctor my-run --port 6006</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doctor checks one service port at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading your SSH keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudeskctl: the gpudesk platform from the command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 done, 1 failed, 2 usage (an option the command does not take included), 3 not logged in or not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpudeskctl [--platform P] COMMAND [ARGUMENTS] [OPTIONS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An INSTANCE is its id, its unique name or its ssh alias.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run `gpudeskctl help COMMAND` for what a command takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options every command takes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this help; with a command, that command&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudeskctl&apos;s version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit codes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no command &apos;%1&apos;; `gpudeskctl help` lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completion takes bash, zsh or fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images save needs the instance and --name NAME for the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saving the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading where cards are free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--port takes a port number (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is %2 (got &apos;%3&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a Slurm cluster, create needs --name, --region (the partition) and --gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create needs --name, --region, --gpu and --image (or --spec FILE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--disk is a marketplace machine&apos;s; here the disks are --system-disk and --data-disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--start-mode is gpu or no_gpu (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--autostop is a time from 1 minute to a week (30m, 2h) or off (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this platform runs no startup scripts, so it cannot carry autostop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creating the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu and --count choose the cards of a start with them; leave out --no-gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release deletes the instance&apos;s system disk and its own data disk; add --yes to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asking for the invoice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the invoices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval takes seconds between samples, from 0.1 to 3600 (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no volume &apos;%1&apos; (gpudeskctl volumes lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>searching the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this platform rents cards, not machines&apos; offers: create with --region, --gpu and --image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is the offer&apos;s to say here: an offer is one machine, its cards and its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;sandbox&apos; for the local sandbox (default), &apos;runpod&apos; for RunPod, &apos;vast&apos; for Vast.ai, &apos;runpod+URL&apos; or &apos;vast+URL&apos; for their API at another address, &apos;slurm+https://USER@HOST:PORT[?login=LOGIN-NODE]&apos; for a Slurm cluster&apos;s slurmrestd (and its login node), or the URL of a platform that speaks gpudesk&apos;s API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data directory of the local sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where your SSH files are (default: ~/.ssh, as ssh finds it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also log to stderr, at debug level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON (the platform&apos;s own shapes) instead of lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port on this computer (default: a free one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Markdown block for a README.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave ~/.ssh/config alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jump host&apos;s key, as you checked it (SHA256:…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also add the public key to the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key&apos;s passphrase, on the first line of this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm a release; upload: send what the pre-flight warns about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out names or paths like this (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In no-GPU mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released instances too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the password (or the API key) from standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phone number or e-mail address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 2FA code or a recovery code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The state to wait for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up after this long: wait takes seconds (300 by default), watch-stock seconds or a unit (30m, 2h; 2h by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty pip&apos;s and conda&apos;s caches and remove __pycache__ and *.log first (images save).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON file with the API&apos;s field names: the instance to make once found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON file with the API&apos;s field names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many GPUs (create, offers); how many samples (monitor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds between two samples (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a cluster&apos;s job may run (90m, 2h, 1h30m); the partition&apos;s default if not given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A machine&apos;s offer on a marketplace (gpudeskctl offers lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance&apos;s disk on a marketplace machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most an hour, all its cards together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new data disk of this size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An existing volume as the data disk; offers: only its machine&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create: a service port to relay (repeatable); doctor: the service to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s log file on the instance, read for why it died.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also read why a run died (kernel log, disks), without a log file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu or no_gpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop when idle this long in GPU mode (30m by default), or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long idle in GPU mode before it stops (30m, 2h…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same in no-GPU mode (2h by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch it off (a command run with --stop-when-done still stops it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch it on again with its last settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it sees now (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the instance when the command ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --stop-when-done, wait this long after it ends (5m…); for tokens rotate, how long the old secret goes on (1h…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated scopes: read, instances, billing, keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days until it expires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mobile number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The e-mail address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the current and the new password from standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily spend limit, or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most one boot may cost, or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One instance&apos;s lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute, no_gpu, storage, package, voucher or recharge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A month in the platform&apos;s time zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom an invoice is made out to (a person&apos;s or a company&apos;s name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A company&apos;s tax number, for its invoice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A webhook&apos;s message format: json, feishu, dingtalk, wecom, slack or ntfy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A webhook&apos;s events, separated by commas (all of them when left out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warn by webhook when the balance is under this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the CSV here instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day or hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instance, gpu_type or member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kind of work: preprocess, inference, lora, full or serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model size in billions of parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32, fp16, bf16, int8 or int4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context length in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the machine costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of use a year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value lost over the years, in percent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power under load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price per kWh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The on-demand rate per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package&apos;s fraction of the on-demand price (default: the platform&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily or weekly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of use expected in the period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two passwords differ; nothing was registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>register needs a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logging in after registering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two new passwords differ; the password is unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>password needs the current and the new password (two lines with --stdin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changing the password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting two-factor login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2fa confirm needs the 6-digit code your authenticator app shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirming two-factor login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2fa disable needs --code CODE (from the app, or a recovery code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turning two-factor login off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the login records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>members add needs --name N and --phone P or --email E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>members add needs the member&apos;s password (typed, or with --password-stdin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adding the member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>members rm needs the member&apos;s id (see members ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removing the member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>members limits needs the member&apos;s id and --daily AMOUNT|off or --per-boot AMOUNT|off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting the member&apos;s limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--passphrase-file: cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--passphrase-file: %1 is empty; leave the option out for a key without a passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keys generate needs a name, e.g. ssh-keys generate laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keys import needs the key&apos;s file, e.g. ssh-keys import ~/.ssh/id_ed25519</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-config jump takes [USER@]HOST[:PORT], or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tunnel needs an instance and a port inside it, e.g. tunnel my-run 6006 (TensorBoard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watch-stock needs --gpu TYPE (gpudeskctl gpus lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout is how long to watch: seconds, or like 30m, 2h or 1d (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval is the seconds before the second look, from 0.1 to 3600 (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creating the volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volumes rm needs the volume&apos;s id (see volumes ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleting the volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images rm needs the image&apos;s id (see images ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleting the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs INSTANCE SRC DEST, e.g. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing the webhooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the platform&apos;s events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhooks add needs the URL the platform posts to (https)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adding the webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhooks %1 needs the webhook&apos;s id (see webhooks ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removing the webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>testing the webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the deliveries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes an amount in %2, like 2.50 (got &apos;%3&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the startup script with autostop would be over the platform&apos;s 64 KiB; shorten your own part first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kind is one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grace is how long the old secret goes on, 0 to 1d (like 30m or 1h; got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--image is for a cluster that runs containers (pyxis): name it in the address with &amp;containers=pyxis; without, a job runs the cluster&apos;s own software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is not for a Slurm cluster&apos;s job: its software and its shared folders are the cluster&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--time is how long the job may run, from 1 minute to a week (90m, 2h, 1h30m; got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--offer and --disk rent a marketplace machine; with --spec FILE, the file says everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait needs --state, one of: creating, starting, running, stopping, stopped, releasing, released, failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billing invoice needs --month YYYY-MM, --title (whom it is made out to) and --email (where it is sent); --tax-id for a company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a marketplace an instance is rented from a machine&apos;s offer: find one with gpudeskctl offers --gpu TYPE, then create --offer ID --image IMAGE [--disk GB] [--name NAME]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>register needs --phone P and --email E (and the password on standard input with --password-stdin, or typed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check what arrived by reading it back from the instance&apos;s disk, not only as it was written (slower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>login needs --login PUBLIC_KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amounts are in the platform&apos;s currency&apos;s main unit, as it shows them: --rent 2.50 is ¥2.50 on a
platform that bills in yuan (the local sandbox does).

Platforms: as --platform says. Each keeps its own login.

Credentials: GPUDESK_TOKEN (an API token; RunPod&apos;s or Vast.ai&apos;s API key) if set, on Compshare
COMPSHARE_PUBLIC_KEY and COMPSHARE_PRIVATE_KEY, else the session of `login`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long from now the platform stops it (45m, 2h, 1h30m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the platform stops it (2026-12-08T07:30:00Z).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the stop scheduled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>have the platform stop it at a time of yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--in DURATION (45m, 2h, 1h30m) from now, or --at TIME (2026-12-08T07:30:00Z, platform time); --cancel removes it. The platform stops it then, whether gpudesk runs or not, in use or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one of --in DURATION, --at TIME or --cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--in takes a duration such as 45m, 2h or 1h30m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at takes a time such as 2026-12-08T07:30:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--billing is on_demand, package_daily, package_weekly or package_monthly (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on_demand, package_daily, package_weekly or package_monthly (where the platform sells it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart its system, keeping its card (what runs in it is ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key pair for the agent on the instance (its private key is asked), where the platform gives the instance none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data disks detached and kept: they bill until deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new data disk of --size GB on the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance runs or is stopped and has no data disk yet. The disk is billed as the instance is, and comes empty, without a filesystem: the command prints the one line to run on the instance, as root, that makes one and mounts it at /data now and at each boot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stopped instance&apos;s data disk made --size GB (it never shrinks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stopped instance&apos;s data disk taken off and kept with its files (it bills on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a kept disk (disk ls) put on an instance of its zone that has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete a kept disk and everything on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing the kept disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk add needs INSTANCE and --size GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk grow needs INSTANCE and --size GB, the new size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk attach needs INSTANCE and DISK (see disk ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk rm needs the disk&apos;s id (see disk ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleting the disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it is for (team create).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An amount of money (team give, team take-back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teams and their members, with what each was given and has left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new team (the account must be verified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invite an account by its id; it joins on the platform&apos;s web site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdraw an invitation not answered yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a member who joined --amount to spend, from your balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take back --amount of what a member has left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which team? give its id or its name (see team ls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listing teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team create needs the team&apos;s NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>making the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team invite needs TEAM and the ACCOUNT&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team cancel needs TEAM and the ACCOUNT&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give and take-back need TEAM, MEMBER and --amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cores wanted with the cards, where the platform rents a card in sizes (create).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory wanted with the cards and cores, where a size comes with several (create).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataDiskDialog</name>
    <message>
        <source>Add a data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grow it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach and keep…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disks kept apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put it on this instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A detached disk keeps its files and bills until you delete it. It goes on an instance of its own zone that has no data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has a %2 GB data disk, at %3 on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has a %2 GB data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has no data disk. Put on one what must outlive the instance: code, data, checkpoints. It stays when you save an image, and can move to another instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform grows or detaches the disk of a stopped instance only: stop it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disk is added once the instance runs or is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is in %1; “%2” is in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach this instance&apos;s disk first: it takes one data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 GB in %3, detached %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new disk is empty. Run this once on the instance, as root, to make a filesystem on it and mount it at /data now and at every boot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grow the data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grow the data disk of “%1” from %2 GB to %3 GB? A disk never shrinks again, and a bigger one costs more for as long as it is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the instance runs again, grow its filesystem to fill the disk, as root:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach the data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach the data disk of “%1” and keep it? Its files stay on it, and it bills until you delete it; it is listed here and by gpudeskctl disk ls. The instance starts without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach and keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detached %1 (%2 GB) and kept it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount it on the instance, as root (a disk gpudesk gave a filesystem carries the label “data”):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete “%1” (%2 GB) and every file on it? It cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1; it bills no more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the platform…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A data disk made with the instance comes empty, without a filesystem. Once, on a new disk only (it erases the disk), run this as root: it makes one and mounts it at /data at every boot.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiskGuards</name>
    <message>
        <source>%1&apos;s system disk is %2% full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s data disk is %2% full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cache is large there: delete old checkpoints and data you no longer need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest caches on it: %1. Clean them (pip cache purge, huggingface-cli delete-cache) or move them to the data disk with the startup script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 left of %3. A full disk stops logs and checkpoints and kills runs. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system disk (/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data disk (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s caches are on its system disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fill the system disk, which is small and is deleted with the instance. Put them on the data disk from the next boot with the startup script (export HF_HOME=… TORCH_HOME=… PIP_CACHE_DIR=… under the data disk), and move what is there now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DoctorPage</name>
    <message>
        <source>Money about to run out (under an hour left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spend limit about to stop instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A package about to end (a day and an hour before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stopped instance costing storage for over a week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show it in Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewrite the ssh config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open SSH keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the key private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tunnel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create it elsewhere…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My run stopped by itself: also find out why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it saw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snooze for a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, e.g. 6006 for TensorBoard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: its log file on the instance, e.g. ~/train.log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnose an instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t connect, can&apos;t open your service, or your run vanished? This checks one layer at a time, in order, and stops at the first broken one: fix that one before changing anything else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While gpudesk runs, these watch your money and warn you once for each cause, before it costs you. Snooze one you already know about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address in the ssh config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH and host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (RAM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnosing needs the SSH workspace, which is off on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no instance to diagnose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a port: a whole number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1, one layer at a time…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your SSH keys could not be read from the platform: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting it: diagnose again once it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snoozed until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quiet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disk 90% full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big caches on a system disk (Hugging Face, torch, pip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is being checked already…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create one like it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job&apos;s time limit about to end it (30 and 5 minutes before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While gpudesk runs, these watch your jobs and warn you once for each cause, before a time limit ends your work. Snooze one you already know about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A voucher about to expire (3 days and 1 day before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boot limit of an unverified account (30 and 5 minutes before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are logged out, so gpudesk cannot see the account: log in again to be warned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks, layer by layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending guards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DownloadDialog</name>
    <message>
        <source>Download from an instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From instance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a folder to open it; select a file or folder to download it (none selected: the folder shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into this folder here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the files go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instance is running: start one (no-GPU mode is enough) to download from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what to download and the folder here it goes into.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Downloader</name>
    <message>
        <source>the folder cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>many small files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The files could not be written into %1 (%2). Check the disk has room, then run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be moved into place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its folder cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 arrived different from what the instance has (SHA-256 mismatch) and was removed here. Run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: what arrived is kept, and the transfer resumes from there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenerateKeyDialog</name>
    <message>
        <source>Add it to the platform now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate a key pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ed25519 key, saved as %1 (only you can read it) and %1.pub. A passphrase protects the file if the computer is lost; gpudesk asks for it once per session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the key a name, e.g. the computer&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists and is never overwritten: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuAdvisor</name>
    <message>
        <source>Data preparation and debugging hardly need a card: use no-GPU mode or the smallest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory comes first: 16–24 GB for a mid-size model; batch size and sequence length add to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory comes first: 24–48 GB; with more, the batch size can grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>48 GB or more, and with several GPUs the link between them matters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As much memory as the model needs, and fast memory: bandwidth sets the time to the first token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB holds the %2 GB it needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB is too little for %2 GB: it would take %3 cards, which helps only when the code is distributed across them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuHints</name>
    <message>
        <source>Only %1 of %2 cards work: the others have been idle for 10 minutes while you pay for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the training with torchrun (DistributedDataParallel) so that every card works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or rent an instance with one card: the same run costs a fraction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card holds your model but has worked only %1% of the time for 10 minutes: it waits for data. The input pipeline is the bottleneck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the DataLoader more workers: num_workers up to %1, the instance&apos;s CPU cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the DataLoader more workers: num_workers up to the instance&apos;s CPU cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set pin_memory=True, and prefetch_factor 2 to 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the data from the data disk, not the system disk, and decode it once beforehand (resized images, tokenized text).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuHoursPanel</name>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jobs could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job of yours has run this month or last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This month: %1 GPU-hours in %n job(s) · last month: %2 GPU-hours.</source>
        <translation>
            <numerusform>This month: %1 GPU-hours in %n job · last month: %2 GPU-hours.</numerusform>
            <numerusform>This month: %1 GPU-hours in %n jobs · last month: %2 GPU-hours.</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lab&apos;s internal price per GPU-hour, if it has one:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a price; type it like 2 or 1.50, or leave it empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At your lab&apos;s %1 per GPU-hour: %2 this month, %3 last month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lab&apos;s cluster counts GPU-hours, not money: each job below held its cards from its start to its end, whether they were busy or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the cluster&apos;s accounting: every job of yours, those started from a terminal too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster keeps no accounting, so gpudesk keeps this list on this computer: the jobs it started, as it saw them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quota could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota of the account %1: about %2 of %3 GPU-hours left. Your jobs used %4 since %5; the lab&apos;s other members may use the same quota.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuLivePanel</name>
    <message>
        <source>Process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory in use (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processes holding GPU memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live figures stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live figures come while the instance runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused while hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: &lt;b&gt;%2%&lt;/b&gt; busy · %3 of %4 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card to sample: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · RAM %1 of %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minutes ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuMonitor</name>
    <message>
        <source>The instance ended the sampling: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IdentityPrompt</name>
    <message>
        <source>Confirm it is you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This moves money or widens who can use the account, so gpudesk asks who you are once more (then not again for ten minutes).

Your password, or a 6-digit code from your authenticator app:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageSizeProbe</name>
    <message>
        <source>pip&apos;s cache (~/.cache/pip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conda&apos;s package cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>__pycache__ folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log files (*.log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Hugging Face cache (~/.cache/huggingface)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoints and weights (*.pt, *.safetensors, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system disk holds %1; an image holds at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean the caches: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to the data disk, which images never include: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move data sets and outputs to the data disk, which images never include.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstanceActions</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start without GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy SSH command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot it with its GPU; billing at the card&apos;s rate starts when it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop billing for the GPU; the disks are kept (and cost storage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete it and its own disks; billing ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its %1 GB data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop “%1”?

Kept: the %2 GB system disk and %3, with everything on them.
Lost: what is running now and whatever is only in memory; save checkpoints to the data disk first.
Still costs: storage of the disks, by the day, until you release it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing of it is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept: the volume used as its data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and its %1 GB data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop later…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop it by itself after some hours, so a forgotten run does not bill all night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the system disk as an image to create instances from (not the data disk).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop “%1” after how many hours? (0 cancels a scheduled stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number of hours from 0 to 720.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the image of “%1”. It holds the system disk (the environment, installed packages); the data disk is not part of it. Images cost storage by the day until deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in VS Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A terminal logged in to it. Run long jobs inside tmux, so they survive a dropped connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in once and say how long it took, or what stands in the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the card, disks, memory and Python stack on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard, Jupyter, Gradio or any port inside it, on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured: see the details below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is protected by a passphrase. gpudesk keeps it in memory until you quit (or add the key to your SSH agent: ssh-add).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers: logged in in %2 s, host key checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not say which host key %1 has. It offers:

%2

Trust it only if that is the fingerprint you expect. It is remembered from then on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host key of %1 changed.

Before: %2
Now: %3

This is expected after the instance was released and a new one created under the same name. Otherwise something may be answering in its place: do not accept it then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the host key of %1 was not accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk is still writing the ssh entry for %1; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminal opened. Tip: start long jobs inside tmux (tmux new -s train), so they keep running if the connection drops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VS Code could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VS Code (the `code` command) is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable “Terminals and VS Code” on the SSH keys page first: VS Code finds instances through ~/.ssh/config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the instance&apos;s data disk in VS Code over Remote-SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Startup script…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What runs at every boot: caches on the data disk, your environment, packages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 booted: gpudesk started its startup script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 booted, but its startup script could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They hold %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release “%1”?

Deleted for good: the %2 GB system disk%3, with everything on them.%5 %4
Billing for it ends.

Type the instance&apos;s name to confirm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disks of “%1” hold %2, deleted with it. Download what you need first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not running: start it without a GPU to download.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download first…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t connect or can&apos;t open a service? Check it layer by layer on the Doctor page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autostop…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop it by itself when nobody uses it, so a forgotten instance does not bill all night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepare, then run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload and check your code without the GPU, then run it with the GPU and stop when it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop “%1”?

Lost: everything on the %2 GB system disk (this platform empties it at every stop) — whatever is not under %3 — what is running now and whatever is only in memory.
Kept: %4, with everything on it.
Still costs: its storage until you release it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop “%1”?

Lost: everything on the %2 GB system disk (this platform empties it at every stop; it has no data disk), what is running now and whatever is only in memory. Copy what you need off it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stop was scheduled for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops at %2: its autostop agent stops it then, in use or not (this platform cannot schedule a stop itself).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stop is scheduled for %1 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk is to start the startup script of %1 (with its autostop) on it, and needs to know its host key first. The platform does not say which key it has. It offers:

%2

Trust it only if that is the fingerprint you expect (the platform&apos;s web console may show it). It is remembered from then on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host key of %1 was not accepted: its startup script and autostop do not run until it is (Test connection asks again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop “%1”?

Kept: its %2 GB disk, with everything on it.
Lost: what is running now and whatever is only in memory.
Still costs: its disk, %3, until you release it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card goes back to the host, who may rent it to someone else meanwhile: then it cannot start again until the card is free, and you may have to make a new instance like it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create one like it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new instance with this one&apos;s card, image and disk: when its machine is gone or its card is taken, or to run a second one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy data from another instance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform copies a folder from another instance into this one, host to host: the other one may be stopped, even waiting for its card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no other instance to copy from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy from which instance into “%1”? The other one may be stopped: its disk is read where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which folder of “%1”? It is copied to the same folder on “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a folder on the instance: give its full path, e.g. /workspace/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying %1 from “%2” to “%3”: the platform does it, host to host, and goes on without this console. Check the folder on “%3” in a few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extend or end earlier…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the job&apos;s end: earlier frees the cards sooner; later asks the cluster for more time, which many clusters leave to their admins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extend or end earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” ends at %2, its time limit. End it how many hours from now? A later end asks the cluster for more time, which many clusters leave to their admins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number of hours from 0.02 (a minute or so) to 720: a job always ends at some time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-GPU mode: the platform&apos;s small no-GPU rate instead of the card&apos;s, for setup and uploads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card goes back to the pool; %1 stock in %2 is %3 right now. To start again it needs one free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Its card goes back to the pool. Right now %n other %1 card(s) are free in %2; to start again it needs %3 free then.</source>
        <translation>
            <numerusform>Its card goes back to the pool. Right now %n other %1 card is free in %2; to start again it needs %3 free then.</numerusform>
            <numerusform>Its card goes back to the pool. Right now %n other %1 cards are free in %2; to start again it needs %3 free then.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its card goes back to the pool, and no other %1 is free in %2 right now: if none is free when you start it again, it cannot start until one is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start on another card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it on another card or count in its region, keeping its disks: a cheap card to debug, a big one to train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be saved as an image: its system disk holds %2, an image at most %3. Start it, then clean the caches and move data sets and checkpoints to the data disk (gpudeskctl images save %1 --clean says what is big).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reboot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart its system, keeping its card and disks: for a hung driver or a process that will not end. What runs in it is ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reboot “%1”? Everything running in it is ended; its card, disks and files stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a data disk, grow it, or detach it and keep its files for another instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing of it is kept: to keep the data disk, stop it and detach the disk first (Data disk…).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstanceDetails</name>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an instance to see how to log in, its disks, ports and history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in: the platform gives it no SSH; its events say why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in: SSH comes with the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk: none — everything is on the system disk, and a release deletes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt; (the service must listen on 0.0.0.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1: reachable while it runs (the service must listen on 0.0.0.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops by itself at %1 (platform time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 of %2 memory in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1% busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (driver %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU: none seen — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &lt;code&gt;%2&lt;/code&gt;: %3 used of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM: %1, %2 available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python: not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · PyTorch %1, sees the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · PyTorch %1, sees no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform does not give the host key: Test connection shows it once for you to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (checked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a terminal, through the platform&apos;s SSH proxy: transfers, tunnels and the doctor&apos;s checks need direct SSH, which this instance does not have (create one with a public IP and port 22 exposed over TCP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk: %1 GB, %2 — kept when stopped, deleted on release; caches and installed packages live here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk: %1 GB, %2 — emptied at every stop: what is installed there must be installed again after a start; keep your work on the data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk: volume %1, %2 GB, %3 — kept when stopped and after release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk: %1 GB, %2 — kept when stopped, deleted on release; keep code, data sets, weights, logs and checkpoints here (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk: none — everything is on the system disk, and the next stop empties it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through the platform&apos;s SSH proxy (%1), not the machine&apos;s own address: the terminal, transfers and tunnels work, transfers more slowly; the machine&apos;s ports cannot be reached from outside, so open a tunnel to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1: not reachable from outside (no public address): open a tunnel to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting in the queue: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm expects to start it at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On node %1, reached through the login node %2: the terminal, transfers, tunnels and the doctor go that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files: your home folder and the cluster&apos;s shared folders stay after the job; what is only on the node&apos;s own disk (/tmp) is gone when the job ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends at %1, its time limit (in %2): save checkpoints before then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends at %1 (in %2), as you asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in: SSH comes once the job runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU, live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the login command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disks and what survives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it stops by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured after this boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 · &lt;a href=&quot;gpudesk:copy-markdown&quot;&gt;copy as Markdown for a README&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From any terminal · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through your jump host %1 (Settings → Network).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops at %1 unless it is used: gpudesk moves this stop on while it sees the instance used (last at %2), and the platform carries it out even with the console closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform does not give the host key: the first login, with its password, remembers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, served by the platform: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, served by the platform while it runs (port %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk: %1 GB, at %2 on the instance — kept when stopped; deleted on release unless detached first. Mount it at /data (Data disk… has the line) and keep code, data sets, weights, logs and checkpoints there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstanceTableModel</name>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weekly package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uptime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not attached)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs while so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued (#%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (time limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s time limit: Slurm ends it then, whatever is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stops by itself then (Stop later).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly package</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstanceWords</name>
    <message>
        <source>Creating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releasing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the balance ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spend limit was reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the longest boot allowed was reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scheduled stop time came</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the package expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the boot did not finish in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform had a problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the startup script finished (its output: ~/.gpudesk/startup.log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a day for its disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prepaid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was idle (autostop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its card is rented to someone else for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it waits in the cluster&apos;s queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its time limit ended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstancesPage</name>
    <message>
        <source>Log in to see your instances and what they cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now %1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lasts %1 at %2/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing is billing now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vouchers %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend limit in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline: %1 The figures are the last known, estimated forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures are stale: the platform has not answered for a while; they are estimated forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not logged in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the balance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend limit reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not updated: %1 The figures are the last known, estimated forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n stopped instance(s) store for %1 a day</source>
        <translation>
            <numerusform>%n stopped instance stores for %1 a day</numerusform>
            <numerusform>%n stopped instances store for %1 a day</numerusform>
        </translation>
    </message>
    <message>
        <source>running so far %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Doctor page on this failure: what went wrong, layer by layer, and what to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep running 1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold its autostop for an hour from now; it counts idle time again after that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be kept running: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps running for the next hour; autostop counts idle time again after that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was idle by its agent&apos;s count, but the console sees it used (%2): kept running for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The balance is on the platform&apos;s web site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No instances yet. &lt;a href=&quot;create&quot;&gt;Create your first instance&lt;/a&gt;: a region, a card and an image, with the cost in view.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) held by your jobs now</source>
        <translation>
            <numerusform>%n GPU held by your jobs now</numerusform>
            <numerusform>%n GPUs held by your jobs now</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPU-hours so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) waiting in the queue</source>
        <translation>
            <numerusform>%n job waiting in the queue</numerusform>
            <numerusform>%n jobs waiting in the queue</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lab&apos;s cluster counts GPU-hours, not money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Starting in no-GPU mode costs a small part of a card&apos;s price (the create wizard shows both rates): upload and install first, then start it with the GPU.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The balance and the bills are on the platform&apos;s web site: its API does not give them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InvoicesPanel</name>
    <message>
        <source>Request an invoice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made out to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An invoice covers what you paid in a month (your recharges), sent to the e-mail address you give. Each payment goes on one invoice only; ask again later in the month for what you pay after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name, or your company&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A company&apos;s tax number (18 characters); empty for a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the invoice is sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New invoice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made out to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tax number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invoices could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say whom the invoice is made out to: your name, or your company&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tax number has 15 to 20 letters and digits (a company&apos;s unified social credit code has 18). Leave it empty for a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing paid in %1 is left to invoice: every payment of that month is on an invoice already, or none was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No invoice was asked for: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked for: an invoice of %1 for %2, made out to %3. It is sent to %4 once issued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>issued %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <comment>the date format of a month</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ItemNames</name>
    <message>
        <source>No-GPU mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JumpHostSetting</name>
    <message>
        <source>The jump host is not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH goes through %1 from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH goes straight to the instances again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust this jump host?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 presents the host key
%2
which gpudesk has not met before. Compare it with the one your network&apos;s admins publish: SSH to every instance will go through this host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jump host is not kept: its key was not confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the jump host %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeychainBackend</name>
    <message>
        <source>the system keychain is not available (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerModel</name>
    <message>
        <source>GPU time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-GPU mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid by voucher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance or disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerPanel</name>
    <message>
        <source>Show more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the month&apos;s statement (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (released)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lines for this choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total of these lines: %1 (charges above zero, money added and vouchers below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statement could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lines of %1 add up to %2 but the platform&apos;s total is %3; nothing was saved. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the statement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n line(s) of %1, total %2 as the platform counts it, to %3.</source>
        <translation>
            <numerusform>Saved %n line of %1, total %2 as the platform counts it, to %3.</numerusform>
            <numerusform>Saved %n lines of %1, total %2 as the platform counts it, to %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalStartupScripts</name>
    <message>
        <source>Could not remove %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A startup script holds at most 64 KiB.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoginDialog</name>
    <message>
        <source>Log in to gpudesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>13800000000 or name@example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone or e-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the sandbox (demo account, play money)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This account has two-factor authentication. Enter the 6-digit code from your authenticator app, or one of your recovery codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobile number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password again:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have an account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two passwords differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform logs in with an API key. Create one on its web site (in its settings, under API keys, with read and write access) and paste it here. gpudesk keeps it in your keychain and shows it nowhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the API key first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cluster logs you in with a token from Slurm. gpudesk can get one for you: it logs in to the login node with your SSH key and runs “scontrol token” there. Or make one yourself and paste it below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your user name on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get a token from the login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust this key and go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or paste a token (scontrol token lifespan=86400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in with this token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type your user name on the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the login node (the machine you ssh to), or paste a token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a login node: type its host name, and its port after a colon if it is not 22.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk&apos;s SSH is not ready yet; paste a token instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node made no token%1. Ask the cluster&apos;s admins whether Slurm&apos;s JWT authentication is on (AuthAltTypes=auth/jwt), or paste a token you made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (it said: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get a token from the login node, or paste one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your SSH private key, e.g. ~/.ssh/id_ed25519</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your SSH private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no key at %1: choose the private key you log in to the login node with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform logs in with a key pair. Make one on its web site (under API keys) and paste both halves here. gpudesk keeps them in your keychain and shows the private key nowhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the public key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste both the public and the private key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoginStart</name>
    <message>
        <source>Start gpudesk when you log in?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your instance bills by the hour. The spending guards, the receipts and the warning five minutes before an autostop work only while gpudesk runs.

Started at login, gpudesk waits in the tray. You can turn this off in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start at login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk will not start at login; Settings can turn it on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk will start in the tray when you log in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk cannot start at login: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk still starts at login: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>gpudesk</source>
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
        <source> · time ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1 · platform time %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An instance was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances are still billing at %1/h. Closing gpudesk does not stop them: the platform bills until they are stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk is still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances are still billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings are used until gpudesk quits but not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances are still billing at %1/h. Logging out does not stop them: the platform bills until they are stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log out?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log out anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is being created: it appears in the table as it boots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent a new instance: region, card, billing, image, disks and ports, with the cost in view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this &amp;platform…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance %1 · now %2/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · clock stopped (moved by hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 arrived and was checked: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not go: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s) not finished: quitting pauses them, and they resume where they stopped the next time gpudesk starts.</source>
        <translation>
            <numerusform>%n transfer is not finished: quitting pauses it, and it resumes where it stopped the next time gpudesk starts.</numerusform>
            <numerusform>%n transfers are not finished: quitting pauses them, and they resume where they stopped the next time gpudesk starts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Transfers are not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choices for the new instance are kept: the next Create starts from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autostop: %1 stops soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To keep it, open gpudesk and choose Keep running 1 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autostop: %1 kept running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its agent found it idle, but the console sees it used: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;witch platform…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today %1 · now %2/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) held by your jobs now</source>
        <translation>
            <numerusform>%n GPU held by your jobs now</numerusform>
            <numerusform>%n GPUs held by your jobs now</numerusform>
        </translation>
    </message>
    <message>
        <source>You are logged out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until you log in again, gpudesk is not watching your instances and cannot warn you before money runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MembersPage</name>
    <message>
        <source>Members are managed by the account&apos;s owner. Your own spend limits are on the Billing page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set these limits for the selected member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members log in with their own phone or e-mail and password, and spend your balance. Give each one limits: past them the platform stops their instances (yours go on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs in with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit per boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobile number or e-mail address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs in with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit per boot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The members could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” is not an amount; type it like 20 or 12.50, or leave it empty for no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the member a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The member was not added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can log in now with %2 and the password you chose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The limits were not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s limits are set; they apply from now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can no longer log in; their sessions and API tokens stop at once. What they rented stays in your ledger, and their volumes and images become yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not removed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfferAdvisor</name>
    <message>
        <source>an unnamed place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No machine has this card with these filters now: allow a lower reliability, any CUDA version or machines without a direct SSH port, or choose another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No host here has been up %1 of the time. The cheapest, %2 in %3, has been up %4: a host that goes down stops your job, so save checkpoints often if you rent one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested: the cheapest machine, %1 in %2, whose host has been up %3 of the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested: %1 in %2, up %3 of the time. The cheapest, %4 in %5, has been up only %6: when a host goes down your job stops with it, and the steadier machine costs only %7 more an hour.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PackageAdvisor</name>
    <message>
        <source>The package pays: busy %1% of the period, on demand would cost %2 against %3 prepaid. It is not refunded if you stop early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On demand is cheaper: busy %1% of the period costs %2, the package %3. A package pays only when the instance is busy more than %4% of the period; it is not refunded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PackageHindsight</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last week: %1 of %2 on %n day(s), %3 on demand. On demand was the cheapest: a weekly package was %4, daily packages would have come to %5.</source>
        <translation>
            <numerusform>Last week: %1 of %2 on %n day, %3 on demand. On demand was the cheapest: a weekly package was %4, daily packages would have come to %5.</numerusform>
            <numerusform>Last week: %1 of %2 on %n days, %3 on demand. On demand was the cheapest: a weekly package was %4, daily packages would have come to %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last week: %1 of %2 on %n day(s), %3 on demand. A weekly package (%4) would have saved %5.</source>
        <translation>
            <numerusform>Last week: %1 of %2 on %n day, %3 on demand. A weekly package (%4) would have saved %5.</numerusform>
            <numerusform>Last week: %1 of %2 on %n days, %3 on demand. A weekly package (%4) would have saved %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last week: %1 of %2 on %n day(s), %3 on demand. Daily packages on the busy days would have cost %4, saving %5.</source>
        <translation>
            <numerusform>Last week: %1 of %2 on %n day, %3 on demand. Daily packages on the busy days would have cost %4, saving %5.</numerusform>
            <numerusform>Last week: %1 of %2 on %n days, %3 on demand. Daily packages on the busy days would have cost %4, saving %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaymentsPanel</name>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The payments could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refund</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No money was put in or sent out in the last %1 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the last %1 days: %2 put in, %3 sent out. What your instances used is on the Ledger tab.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlatformAddress</name>
    <message>
        <source>After &apos;%1&apos; comes an address with http:// or https://, e.g. %1http://127.0.0.1:8080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs the address of the cluster&apos;s slurmrestd: %1+https://USER@HOST:PORT.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlatformChooser</name>
    <message>
        <source>Local sandbox (offline, play money)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A platform at this address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which platform?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox runs on this computer: a complete platform with play money and an emulated GPU, to learn the console without spending anything. The others rent real cards for real money. Each keeps its own login, so you can switch back and forth from the Console menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My lab&apos;s or university&apos;s Slurm cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your user name on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>login.lab.example.edu (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Ask its admins for the address of its slurmrestd (the REST API); the login node is the machine you ssh to, through which gpudesk reaches the compute nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurmrestd address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the address of the cluster&apos;s slurmrestd, e.g. https://slurm.lab.example.edu:6820.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a user name on a cluster: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos; only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a login node: type its host name, and its port after a colon if it is not 22 (login.lab.example.edu:2222).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its jobs can run container images (pyxis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick this where the admins say srun has NVIDIA&apos;s pyxis (srun --container-image): then a job may run in an image such as nvcr.io#nvidia/pytorch:24.05-py3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlatformFeatures</name>
    <message>
        <source>a login history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>identity verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a no-GPU mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily or weekly packages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a startup script run by the platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a history of state changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spending by card or by member (only by pod)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sign-up from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passwords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two-factor authentication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a billing summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payments from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scheduled stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing a machine from offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a data disk besides the instance&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copying data between instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a history of payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Slurm REST API version that gpudesk speaks (v0.0.38, or v0.0.40 to v0.0.42)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a no-GPU mode, packages or disks of its own on a Slurm cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens made on its login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a history of its jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>container images for its jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>container images (its address does not say containers=pyxis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirming it is you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invoices asked for from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alerts by webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of alerts sent by webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a start on another card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alerts when a card is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creating an instance without its card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weekly packages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a data disk that outlives its instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform&apos;s readings of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logging in with the platform&apos;s password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reboot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key for the agent on the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changing data disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teams</source>
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
    <message>
        <source>A cluster&apos;s address may end with ?login=HOST[:PORT] (its login node) and &amp;containers=pyxis (its jobs run container images), and nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrepareRun</name>
    <message>
        <source>Say which command to run with the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which folder on the instance the files go into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wait after the command ends is 0 to 24 hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; the instance is left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It already runs with its GPU: everything is prepared on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance stopped while it was being prepared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has no startup script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The startup script exited with status %1: its output is in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smoke command exited with status %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform could not run the instance: its events say why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance was released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fetch failed (status %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>into %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrepareRunDialog</name>
    <message>
        <source>Stop the instance when the command ends, after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepare, then run — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. python train.py --max-steps 2 --device cpu (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. python train.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to upload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke command (no GPU):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command (with the GPU):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing costs %1/h without the GPU; the run %2/h with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Start without the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Startup script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So far: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance stops %1 after it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance keeps running after it ends, until autostop finds it idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its output goes to %1 on the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch it in a terminal on the instance: tmux attach -t %1 (its output is also in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running with the GPU. %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepare without the GPU at a fraction of the price, check that the code starts, then run it with the GPU. A step that fails stops the rest, so no GPU hour goes to code that does not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing costs %1/h without the GPU (%3% of the GPU&apos;s rate); the run %2/h with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The run with the GPU is a new boot: it too is stopped %n hour(s) after it begins.</source>
        <translation>
            <numerusform>The run with the GPU is a new boot: it too is stopped %n hour after it begins.</numerusform>
            <numerusform>The run with the GPU is a new boot: it too is stopped %n hours after it begins.</numerusform>
        </translation>
    </message>
    <message>
        <source>its card, %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2/h a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One a line: a URL, or a command such as huggingface-cli download Qwen/Qwen2.5-7B --local-dir qwen (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download on the instance (no GPU):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Download on the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Smoke command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6. Restart with the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7. Start the command</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProcessDeathDoctor</name>
    <message>
        <source>No log file was named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log&apos;s last lines say nothing of GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halve the batch size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the effective batch with gradient accumulation over smaller steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train in mixed precision (bf16 or fp16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on gradient checkpointing: more compute, much less memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent a card with more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel log shows no process killed for memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use fewer DataLoader workers (num_workers), each holds its own copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream the data set instead of loading it whole (datasets&apos; streaming, memory maps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent an instance with more RAM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use fewer DataLoader workers, or stream the data set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every disk has room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2% full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean the caches (pip cache purge, ~/.cache), or move them to the data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean the caches: pip cache purge, conda clean -a, old checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the caches to the data disk (HF_HOME, TORCH_HOME, pip&apos;s) with the startup script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the data disk larger, or attach a bigger volume to a new instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disks could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run ran out of GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel killed the run: the instance ran out of memory (RAM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disk is full: writes failed and the run stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither memory nor disk explains it: read the end of the log for the error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel log cannot be read on this instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate under torch.no_grad() (or torch.inference_mode()): no activations are kept for a backward pass that never comes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a shorter sequence length (max_length): attention&apos;s memory grows with its square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep DataLoader&apos;s num_workers at %1 or fewer (half the instance&apos;s CPU cores, %2 here).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep DataLoader&apos;s num_workers at half the instance&apos;s CPU cores or fewer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProxyRoute</name>
    <message>
        <source>&quot;%1&quot; is not a proxy address: write it as host:port, like proxy.campus.edu:3128</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: gpudesk speaks to HTTP and SOCKS5 proxies, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>through the proxy %1:%2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReceiptsPanel</name>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A receipt for every boot gpudesk watched: how long it ran, what it cost, and how much of that the card spent idle (below %1% busy) — loading data, a run that had finished, a notebook left open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipts are not kept on this computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not watched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No boot has ended since gpudesk started watching. A receipt appears here when an instance stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days: %1 spent on the boots above, %2 of it while the card was idle.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordWriter</name>
    <message>
        <source>The instance sent something other than the files asked for (%1); nothing of this batch was put in place. Run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a broken end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name %1 bytes long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more after the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on the instance while it was being sent. Run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The small files stopped coming before the last of them. Run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The small files arrived different from what the instance sent (SHA-256 mismatch); nothing of this batch was put in place. Run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Remedies</name>
    <message>
        <source>Add money…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the spend limits…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify your real name…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestPlatform</name>
    <message>
        <source>the platform stops an instance (money, limits, schedule, idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the balance runs low while something costs money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the daily spend limit is half an hour away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a voucher with money left expires in 3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job started with “stop when done” finishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card you wait for is free</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunPodCodecs</name>
    <message>
        <source>North America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Africa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunPodPlatform</name>
    <message>
        <source>API key …%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RunPod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real cards by the hour, billed in US dollars by RunPod; you log in with an API key from runpod.io.</source>
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
    <name>SaveImageDialog</name>
    <message>
        <source> environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean the caches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop and save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save an image of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An image holds the system disk (the environment, installed packages), never the data disk, and costs storage by the day. Caches and checkpoints on the system disk make it big: gpudesk measures them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring the system disk…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system disk could not be measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cache: cleaned in one click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move it to the data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean the caches (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image would hold about %1. Saving stops the instance first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving stops the instance first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleaning the caches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The caches could not be cleaned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping %1; the image is saved once it has stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <source>there is no keychain on this system</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>no keychain service answered within %n second(s)</source>
        <translation>
            <numerusform>no keychain service answered within %n second</numerusform>
            <numerusform>no keychain service answered within %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SecurityPage</name>
    <message>
        <source>Add gpudesk to your authenticator app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify your real name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-factor login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With two-factor login, a stolen password alone does not open your account (and its balance): logging in also takes the 6-digit code your phone&apos;s authenticator app shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan the code with the app (Google Authenticator, Microsoft Authenticator, FreeOTP…), or type the key below into it. Then enter the code it shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These are shown only now. Each one logs you in once without the app (a lost phone). Keep them offline, away from your password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real-name verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New password again:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent logins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A login from an address you have not used before is marked: if it was not you, change the password now and turn on two-factor login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Security</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logged in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: wrong password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: wrong two-factor code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked for the two-factor code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: too many attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — new address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: logging in takes your password and a code from the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: your password alone opens the account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn off…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified: every card can be rented and boots are not limited in length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Being reviewed: the larger cards unlock once it is approved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected: %1. Check the name and number against the ID card and send them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not verified: only the smaller cards, and each boot stops after %n hour(s). Verifying unlocks every card and long runs.</source>
        <translation>
            <numerusform>Not verified: only the smaller cards, and each boot stops after %n hour. Verifying unlocks every card and long runs.</numerusform>
            <numerusform>Not verified: only the smaller cards, and each boot stops after %n hours. Verifying unlocks every card and long runs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not verified: only the smaller cards. Verifying unlocks every card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification is the account owner&apos;s: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn off two-factor login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A code from the app, or one of your recovery codes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-factor login is still on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-factor login is off: your password alone opens the account now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-factor login could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the 6 digits the app shows now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not turned on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-factor login is on. Keep the recovery codes below before you leave this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the recovery codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1 (readable by you only). Keep a copy offline too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your current password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two new passwords differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password was not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password changed. Every other session was logged out; this one goes on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Your saved login could not be read, so log in again (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message numerus="yes">
        <source>every %n second(s)</source>
        <translation>
            <numerusform>every %n second</numerusform>
            <numerusform>every %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every %n minute(s)</source>
        <translation>
            <numerusform>every %n minute</numerusform>
            <numerusform>every %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start of gpudesk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While instances run or this window is open:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While nothing runs and the window is closed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While an instance starts, stops or is released, the console checks every 2 seconds whatever is chosen here. The cost ticks every second either way; what a longer interval delays is noticing a stop the platform makes (balance, spend limit, schedule) and changes made elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where gpudesk keeps its files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not written: the log could not be opened (see the terminal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage history:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start gpudesk in the tray when I log in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spending guards, the receipts and the warning five minutes before an autostop work only while gpudesk runs. Started at login, it waits in the tray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s (https_proxy, no_proxy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: connect directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy to the platform:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proxy.campus.edu:3128</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only if the proxy asks for a login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept in the keychain; type to change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>campus.edu, 10.0.0.0/8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go directly to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system names no proxy: gpudesk connects directly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the platform&apos;s web address goes through the proxy. The local sandbox is always reached directly; SSH has its own way (ProxyJump) when SSH is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user@gateway.campus.edu:2222, only where SSH is blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH through a jump host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system sends it %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system sends it %1, except to %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlurmPlatform</name>
    <message>
        <source>Your lab&apos;s Slurm cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs of your lab or university, through the cluster&apos;s slurmrestd: a job per instance, waiting in the queue when the cards are busy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpecRules</name>
    <message>
        <source>Give the instance a name (any language), such as “llama-lora”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name is at most %1 characters; this one has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name cannot hold tabs, line breaks or other invisible characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An instance has 1 to %1 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system disk is %1 to %2 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 GB: the system disk must be at least that large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new data disk is 0 (none) to %1 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 service ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 cannot be used: service ports are %2 to 65535 (below %2 are the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a port number: give numbers such as 6006, 7860.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshFirstLogins</name>
    <message>
        <source>The platform&apos;s password for %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform gives no password</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshKeysPage</name>
    <message>
        <source>Use for instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to the platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make it private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove from the platform…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances let in the keys listed here. The key marked “used” is the one gpudesk, the terminal and VS Code log in with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate a key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a key pair…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a public key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh refuses a private key that others on this computer can read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminals and VS Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s keys could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no (the private half is elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — others can read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used, but not on the platform yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on the platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“ssh gpu-&lt;name&gt;” works in any terminal, and VS Code Remote-SSH lists your instances. gpudesk keeps %1 current as instances come and go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let “ssh gpu-&lt;name&gt;”, scp, rsync and VS Code reach your instances from anywhere: gpudesk adds one Include line at the top of %1 (keeping a backup) and keeps its own file current.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove gpudesk&apos;s entries…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no .pub file beside it. Its passphrase, to read the public half:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove “%1” (%2) from the platform?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk logs in with this key. These running instances will refuse it at once: %1. Add another key first if you still need them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your only key: new instances could not be logged in to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files on this computer are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove gpudesk&apos;s ssh entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk&apos;s Include line leaves %1, which becomes exactly what it was before, and gpudesk&apos;s own ssh files are deleted. “ssh gpu-…” stops working in terminals.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshPreferences</name>
    <message>
        <source>&quot;%1&quot; is not a jump host: write it as user@host or user@host:port, like li@gateway.campus.edu:2222</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshRemote</name>
    <message>
        <source>%1 has no SSH address yet: it is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not running.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshSession</name>
    <message>
        <source>%1 is reached through the platform&apos;s SSH proxy, which opens a terminal and nothing else: transfers, tunnels, commands and checks need direct SSH (an instance with a public IP and port 22 exposed over TCP).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SshTunnels</name>
    <message>
        <source>%1 has no SSH address yet: start it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no direct SSH port, only a terminal through the platform&apos;s proxy, which forwards no ports: create it with a public IP and port 22 exposed over TCP to open tunnels.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartupScriptDialog</name>
    <message>
        <source>Startup script of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script&apos;s output appears here once it has run (~/.gpudesk/startup.log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs at every boot, as you, before you log in. Changes apply from the next boot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This instance has no startup script yet. Below is gpudesk&apos;s suggestion: model and package caches on the data disk, and your environment in every shell. Save it to run it from the next boot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last run: boot %1, exited with status %2 at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last run: boot %1 ended before the script did (a stop, or it could not start).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running now (boot %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has not run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use gpudesk&apos;s suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the last output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform does not run startup scripts at boot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script is %1 KiB; the platform keeps at most 64 KiB. Put the long part in a file on the data disk and run that file from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform cannot run it by itself: gpudesk runs it over SSH when it sees the instance boot, so keep gpudesk open while the instance starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk started it for the boot of %1; its exit status shows at the end of the output.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StockWatch</name>
    <message>
        <source>%1 × %2 is free, but it costs %3/h, more than your ceiling of %4/h: nothing was created.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StockWatchBanner</name>
    <message>
        <source>Stop watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 free in %3: creating “%4” there now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was created on the card you waited for; it appears below as it boots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was not created: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card came free</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No %1 came free in %n hour(s) of watching; “%2” was not created.</source>
        <translation>
            <numerusform>No %1 came free in %n hour of watching; “%2” was not created.</numerusform>
            <numerusform>No %1 came free in %n hours of watching; “%2” was not created.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watching for %1 × %2 in %3 to create “%4” (looked %n time(s)%5).</source>
        <translation>
            <numerusform>Watching for %1 × %2 in %3 to create “%4” (looked once%5).</numerusform>
            <numerusform>Watching for %1 × %2 in %3 to create “%4” (looked %n times%5).</numerusform>
        </translation>
    </message>
    <message>
        <source>; next at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 free in %3 now: create your instance before someone else takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Watching for %1 × %2 in %3 (looked %n time(s)%4).</source>
        <translation>
            <numerusform>Watching for %1 × %2 in %3 (looked once%4).</numerusform>
            <numerusform>Watching for %1 × %2 in %3 (looked %n times%4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoragePage</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: nothing has been stopped and forgotten for a week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New volume…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach to a new instance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A volume is a data disk that outlives instances: releasing an instance keeps it. It is attached when an instance is created, and costs storage whenever no running instance uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An image saved from an instance starts new ones with everything installed. It costs storage every day until it is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped for more than a week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stopped instance keeps its disks, and they cost storage every day. If you no longer need one, save what matters and release it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The volumes could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing while %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 while %2 is stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing stored costs money now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release the instance it is attached to first; the volume is kept and becomes free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The regions are not known yet; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (say what it holds, e.g. “datasets”):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which region? A volume can only be attached to instances in its own region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size in GB (1 to 65536):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a size in GB from 1 to 65536.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No volume was made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is ready (%2 GB). It costs %3 a day until it is deleted; attach it to a new instance to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything on %1 (%2 GB) is deleted for good. Type its name to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is deleted; it costs nothing from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New instances can no longer start from %1. Instances already made from it are not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free volumes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved images %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped instances %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage costs %1 a day now (%2 a month): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the platform&apos;s storage rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is ready (%2 GB). It is billed at the platform&apos;s storage rate until it is deleted; attach it to a new instance to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disks and volumes are billed at the platform&apos;s storage rates, which it does not publish to this console: its web site&apos;s pricing page has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A volume is a disk rented on one machine that outlives instances: releasing an instance keeps it. Only an instance rented on that machine can use it, and it costs its price every day until it is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volumes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which country? The volume is rented on one machine there, and only an instance rented on that machine can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is ready (%2 GB) on a machine in %3. It costs %4 a day until it is deleted, whether an instance uses it or not; “Attach to a new instance…” makes an instance on that machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped instances that still bill storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detached data disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A data disk detached from its instance keeps its files and bills until it is deleted. Put it back on an instance of its zone with that instance&apos;s Data disk….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The detached disks could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not attached</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamPage</name>
    <message>
        <source>New team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw the invitation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team&apos;s members are accounts of their own on the platform — a lab&apos;s students, say. Invite one by the account&apos;s id; once they accept on the platform&apos;s web site, give them an amount to spend from your balance, and take back what they have not spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account&apos;s id, a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name for them (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite an account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The member chosen above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The teams could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invited, not joined yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invitation withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No team yet: make one with New team….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No members yet: invite an account below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They have not joined the team yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the platform…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team “%1” is made: invite its members below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invited %1: they join once they accept on the platform&apos;s web site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation of %1 is withdrawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give an amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1 %2 to spend, from your balance?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took %1 back from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gave %2 %1 to spend.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerminalLauncher</name>
    <message>
        <source>No terminal program was found (set $TERMINAL, or install one such as xterm). Run it yourself: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokensPage</name>
    <message>
        <source>Create token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your new token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token lets a script or gpudeskctl act for you without your password (set it as GPUDESK_TOKEN). One token per purpose, with only the scopes it needs; never put one in code or a notebook, and keep the file it lives in listed in .gitignore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it is for, e.g. “training script on the lab server”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read: see instances, the balance and the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances: create, start, stop and release them, volumes and images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing: spend limits and adding money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH keys: add and remove them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown only now: copy it into the environment variable or the file that needs it. If it is lost, revoke it and create another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(in %n day(s))</source>
        <translation>
            <numerusform>(in %n day)</numerusform>
            <numerusform>(in %n days)</numerusform>
        </translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the token a name that says what it is for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what the token may do (at least one scope).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token was created: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scripts that use “%1” stop working at once. This cannot be undone; a new token can be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not revoked: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is revoked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New secret…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new secret for the same name and scopes (rotation); the old one can go on for a while, so scripts can be given the new one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new secret for %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” gets a new secret with the same scopes, shown once. How long may scripts go on with the old one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not at all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps its secret: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a new secret. The old one works until %2; then it stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a new secret; the old one stopped working now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransferFailure</name>
    <message>
        <source>The instance cannot be reached (%1). Check that it is running; the transfer resumes where it stopped when you run it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the instance broke off (%1). Run the transfer again: it resumes where it stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk on the instance is full (writing %1). Free some space there (or send it to the data disk), then run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on a read-only disk of the instance: choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance does not let you write or read %1 (permission denied): choose a folder of yours, such as the data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the instance: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance could not handle %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 MiB free and this needs %3 MiB. Free some space there, or send it to a larger disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written here (%2). Check that the folder is yours and the disk has room.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransferPlan</name>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransferQueue</name>
    <message>
        <source>Paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1, which is not in the list now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1 to run: start it (no-GPU mode is enough for a transfer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for your key&apos;s passphrase: use Test connection on the instance once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransfersPage</name>
    <message>
        <source>Upload files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload a folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop files or folders here to upload them to an instance (its data disk by default), or use Upload in the toolbar. Uploads resume by themselves after a lost connection or a restart, and every file is checked when it arrives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed, time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose files to upload to an instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring a folder or file from an instance to this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n transfer(s): %1 of %2</source>
        <translation>
            <numerusform>%n transfer: %1 of %2</numerusform>
            <numerusform>%n transfers: %1 of %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for its turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: resumes where it stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done, checked: in %1 on the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done, checked: in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is moving now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↑ %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↓ %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnose…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>Show gpudesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit (instances keep running on the platform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>gpudesk: %n running, %1/h</source>
        <translation>
            <numerusform>gpudesk: %n running, %1/h</numerusform>
            <numerusform>gpudesk: %n running, %1/h</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TunnelsDialog</name>
    <message>
        <source>Tunnels to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tunnel makes a service inside the instance appear on this computer, even one that listens only on 127.0.0.1 there (the public ports cannot reach those). Only you can use it, and it comes back by itself after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not among the instances any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnecting — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listening inside now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not look: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the instance is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listens on 127.0.0.1 only: a tunnel is the way to reach it from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listens on every address inside the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing yet (start your service, then look again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more (use Other port)</source>
        <translation>
            <numerusform>and %n more (use Other port)</numerusform>
            <numerusform>and %n more (use Other port)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UploadDialog</name>
    <message>
        <source>Send them anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it without a GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload to an instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names or paths left out, separated by commas: *.pyc, __pycache__, .git, data/raw/*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Upload %n items</source>
        <translation>
            <numerusform>Upload %n item</numerusform>
            <numerusform>Upload %n items</numerusform>
        </translation>
    </message>
    <message>
        <source>To instance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting without a GPU; the upload begins as soon as it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which folder on the instance the files go into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This instance has no data disk: the files go on its system disk, which fills up quickly and is deleted when the instance is released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is on the system disk: it fills up quickly and is deleted when the instance is released. The data disk is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting what will go…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1.</source>
        <translation>
            <numerusform>%n file, %1.</numerusform>
            <numerusform>%n files, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out: %n item(s), %1 (%2).</source>
        <translation>
            <numerusform>Left out: %n item, %1 (%2).</numerusform>
            <numerusform>Left out: %n items, %1 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n second(s) at 10 MB/s.</source>
        <translation>
            <numerusform>About %n second at 10 MB/s.</numerusform>
            <numerusform>About %n seconds at 10 MB/s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n minute(s) at 10 MB/s.</source>
        <translation>
            <numerusform>About %n minute at 10 MB/s.</numerusform>
            <numerusform>About %n minutes at 10 MB/s.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a private key: whoever gets the instance (or an image of it) could use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an .env file: it usually holds passwords and tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read here and is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave them out above (for example .env, *.pem), or send them anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not running yet: the upload waits for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, cell %2, line %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds what looks like a %2 key or token: whoever gets the instance (or an image of it) could use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is stopped. Start it without a GPU (at the no-GPU rate, a small part of the card&apos;s) to upload; the upload waits for it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Uploader</name>
    <message>
        <source>many small files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking the small files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it went away during the transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 arrived different from what was sent (SHA-256 mismatch); nothing of this batch was put in place. Run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>putting the small files in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 arrived different from what was sent (SHA-256 mismatch) and was removed there. Run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read here (%2); it was not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: what was sent is kept, and the transfer resumes from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it got shorter during the transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The small files arrived different from what was sent (SHA-256 mismatch); nothing of this batch was put in place. Run the transfer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 arrived with another size than was sent. Run the transfer again: it goes on from what is right there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking the small files and putting them in place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UsagePanel</name>
    <message>
        <source>By instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing spent last month or this month yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This month so far: %1 · last month: %2 (%3 by the same day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending per day, %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending by day</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VastPlatform</name>
    <message>
        <source>Vast.ai account %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vast.ai base image (CUDA, Python)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vast.ai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A marketplace of other people&apos;s machines, often the cheapest cards, billed in US dollars; you choose a machine by its price and reliability and log in with an API key from cloud.vast.ai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vast.ai sends its own JSON, signed with X-Vast-Signature-256, not a chat bot&apos;s message: a chat bot needs a receiver of yours in between (format json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vast.ai decides itself when the credit is low: its webhooks take no amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vast.ai offers no notification for webhooks to this account.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerificationDialog</name>
    <message>
        <source>Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real-name verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A verified account rents every card, and its boots are no longer limited in length. Give your name as written on your resident identity card, and its number. gpudesk sends them to the platform and keeps neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>18 characters: 17 digits and a digit or X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name is 2 to 30 letters, as written on the ID card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ID number has 18 characters: 17 digits and a digit or X.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last character does not match the rest of the number: check it for a typo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters 7 to 14 of the number are not a real birth date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted: the platform is reviewing it. The cards it unlocks can be chosen once it is approved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WalletPanel</name>
    <message>
        <source>Add money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the payment page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vouchers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop everything after spending, per day:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop an instance after one boot costs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount, e.g. 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vouchers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pays for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vouchers pay for the cards they name before your balance does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you forget an instance, a limit puts a ceiling on the loss: past it the platform stops your instances. The field guide&apos;s advice: one full experiment&apos;s budget × 1.5, so normal work never meets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One full experiment costs about:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wallet could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the balance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lasts %1 at %2/h, what runs and is stored now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is costing money now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent today: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform takes payments on its web site; the balance here follows a few seconds after you pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amount is added to your balance at once (on the local sandbox it is play money).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(in %n day(s))</source>
        <translation>
            <numerusform>(in %n day)</numerusform>
            <numerusform>(in %n days)</numerusform>
        </translation>
    </message>
    <message>
        <source>any card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your limits are set by the account&apos;s owner; ask them to change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type what one full experiment costs you, and the limits to set are suggested here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested: %1 a day, %2 a boot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From your last 30 days: your largest experiment cost %1, your busiest day %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved yet: check the amounts, then Save limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” is not an amount; type it like 30 or 12.50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add money: the amount must be more than zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No money was added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1. The balance is now %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit per boot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop your instances now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have spent %1 today. A daily limit of %2 is reached already: the platform stops your running instances as soon as it is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and stop them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The limits were not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved: %1 a day, %2 a boot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform does not tell gpudesk the balance: see it on its billing page. Now %1/h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform takes payments on its web site, and shows the balance there too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform&apos;s API gives neither the balance nor the bills: see and pay them on its web site. What gpudesk saw each boot cost is under Receipts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform&apos;s API gives neither the balance nor the bills: see and pay them on its web site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance and bills</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebhooksPage</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk warns you only while it runs. The platform can also tell a bot in your group chat or on your phone, with the console closed: when it stops an instance (and what the boot cost), when the balance runs low, a spend limit is near, a voucher is about to expire, or a job you started with “stop when done” finishes. Paste the bot&apos;s webhook address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://open.feishu.cn/open-apis/bot/v2/hook/…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot&apos;s address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bot is:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell it when:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries of the one selected:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feishu / Lark group bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DingTalk group bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WeCom group bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slack incoming webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ntfy (phone notifications)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain JSON, for your own receiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alerts could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the bot&apos;s webhook address (it starts with https://).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one thing to be told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alert was added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added. Send a test to see it arrive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No test was sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A test is on its way; its result shows below in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this alert?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is told nothing more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was not removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not delivered, given up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not delivered yet (%1); tried again %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low balance means under:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an amount; type the balance to be warned under, like 10 or 5.50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk warns you only while it runs. The platform can also send its own alerts to an address of yours, with the console closed: choose which below. They come as the platform&apos;s JSON, signed with %1; a chat bot cannot read them as they are, so put a receiver of yours in between.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://your-server.example.com/alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown only now. A bot of a chat app does not need it; your own receiver checks %1 with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test arrived (the platform says: “%1”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test did not arrive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your receiver&apos;s address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XdgAutostart</name>
    <message>
        <source>there is no autostart folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be removed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Looking for the local sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk&apos;s local history was damaged and a new one started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file was damaged: a copy is kept as %1, and gpudesk goes on with what it could read of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk could not start again on the other platform; it is remembered for the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk could not make a new cluster token on the login node (%1); it tries again in ten minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpudesk was started again for %1. Switch to it? This console closes and starts anew there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy&apos;s password is used until gpudesk quits but not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
