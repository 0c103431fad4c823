#include "core/doctor/serviceprobe.h"

#include "core/ssh/environmentprobe.h"
#include "core/ssh/listeningports.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

QByteArray ServiceProbe::command()
{
    // ss names the process only for the user's own sockets (all of them as root); -H: no header.
    return "m() { echo \"@@gpudesk $1\"; }\n"
           "m ss; ss -lntpH 2>/dev/null || m noss\n"
           "m tcp; "
        + ListeningPorts::command()
        + "\n"
          "m end\n";
}

ServiceProbe::Listener ServiceProbe::parse(const QByteArray &output, int port)
{
    const auto s = EnvironmentProbe::sections(output);
    Listener l;
    for (const ListeningPort &p : ListeningPorts::parse(s.value("tcp"))) {
        if (p.port == port) {
            l.listening = true;
            l.loopbackOnly = p.loopbackOnly;
        }
    }
    // "LISTEN 0 4096 127.0.0.1:6006 0.0.0.0:* users:(("tensorboard",pid=4242,fd=3))"
    static const QRegularExpression user(uR"re(users:\(\("([^"]+)",pid=(\d+))re"_s);
    const QString suffix = u':' + QString::number(port);
    for (const QString &line : QString::fromUtf8(s.value("ss")).split(u'\n')) {
        const QStringList fields = line.simplified().split(u' ');
        if (fields.size() < 5 || !fields[3].endsWith(suffix))
            continue;
        l.listening = true;
        if (l.address.isEmpty() || l.process.isEmpty()) {
            l.address = fields[3];
            if (const auto m = user.match(line); m.hasMatch()) {
                l.process = m.captured(1);
                l.pid = m.captured(2).toInt();
            }
        }
    }
    return l;
}

std::optional<int> ServiceProbe::httpStatus(const QByteArray &answer)
{
    static const QRegularExpression statusLine(uR"(^HTTP/\d(?:\.\d)? (\d{3})\b)"_s);
    const auto m = statusLine.match(QString::fromLatin1(answer.left(64)));
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toInt();
}

QByteArray ServiceProbe::httpRequest(const QString &host, int port)
{
    return "GET / HTTP/1.1\r\nHost: " + host.toUtf8() + ':' + QByteArray::number(port)
        + "\r\nUser-Agent: gpudesk-doctor\r\nConnection: close\r\n\r\n";
}
