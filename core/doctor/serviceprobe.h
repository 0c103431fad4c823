#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

/// What the connection doctor reads inside the instance about one service port, in one SSH round
/// trip: who listens on it (`ss -lntp`, where the image has ss) and on which address (the kernel's
/// socket tables, which every Linux has).
namespace ServiceProbe {

/// A POSIX sh script printing both, framed by marker lines.
QByteArray command();

struct Listener
{
    bool listening = false;
    bool loopbackOnly = false; ///< bound to 127.0.0.1 (or ::1) only: no public port can reach it
    QString address; ///< as ss prints it ("127.0.0.1:6006"); empty without ss
    QString process; ///< the program holding the port ("tensorboard"); empty when ss cannot say
    int pid = 0;
    bool operator==(const Listener &) const = default;
};
/// Who listens on `port`, from command()'s output.
Listener parse(const QByteArray &output, int port);

/// The status code of an HTTP answer's first line ("HTTP/1.1 302 Found" → 302); nullopt when the
/// bytes are not the start of an HTTP answer.
std::optional<int> httpStatus(const QByteArray &answer);
/// What the probe sends: a plain GET that asks the server to close afterwards.
QByteArray httpRequest(const QString &host, int port);

} // namespace ServiceProbe
