#include "core/ssh/sshagent.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QLocalSocket>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace {

constexpr char kRequestIdentities = 11;
constexpr char kIdentitiesAnswer = 12;
// An agent holding a thousand keys answers in well under this; anything larger is not an agent.
constexpr quint32 kMaxAnswer = 1 << 20;

/// Reads exactly `n` bytes before the deadline.
bool readExactly(QLocalSocket &socket, qsizetype n, QByteArray *into, const QDeadlineTimer &deadline)
{
    while (into->size() < n) {
        if (socket.bytesAvailable() == 0
            && !socket.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime()))))
            return false;
        into->append(socket.read(n - into->size()));
        if (deadline.hasExpired() && into->size() < n)
            return false;
    }
    return true;
}

/// A length-prefixed string at *offset of `data`; nullopt when it runs past the end.
std::optional<QByteArray> takeString(const QByteArray &data, qsizetype *offset)
{
    if (*offset + 4 > data.size())
        return std::nullopt;
    const quint32 length = qFromBigEndian<quint32>(data.constData() + *offset);
    *offset += 4;
    if (length > quint32(data.size() - *offset))
        return std::nullopt;
    const QByteArray s = data.mid(*offset, length);
    *offset += length;
    return s;
}

} // namespace

std::optional<QList<SshAgent::Identity>> SshAgent::identities(const QString &socketPath, QString *error, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    QLocalSocket socket;
    socket.connectToServer(socketPath);
    if (!socket.waitForConnected(timeoutMs)) {
        *error = u"The SSH agent at %1 does not answer: %2."_s.arg(socketPath, socket.errorString());
        return std::nullopt;
    }
    const char request[5] = {0, 0, 0, 1, kRequestIdentities};
    socket.write(request, sizeof request);
    socket.waitForBytesWritten(timeoutMs);
    QByteArray header;
    if (!readExactly(socket, 4, &header, deadline)) {
        *error = u"The SSH agent at %1 did not answer in time."_s.arg(socketPath);
        return std::nullopt;
    }
    const quint32 length = qFromBigEndian<quint32>(header.constData());
    QByteArray body;
    if (length == 0 || length > kMaxAnswer || !readExactly(socket, length, &body, deadline)
        || body.at(0) != kIdentitiesAnswer || body.size() < 5) {
        *error = u"%1 does not answer as an SSH agent."_s.arg(socketPath);
        return std::nullopt;
    }
    const quint32 count = qFromBigEndian<quint32>(body.constData() + 1);
    qsizetype offset = 5;
    QList<Identity> keys;
    for (quint32 k = 0; k < count; ++k) {
        const auto blob = takeString(body, &offset);
        const auto comment = blob ? takeString(body, &offset) : std::nullopt;
        if (!comment) {
            *error = u"The SSH agent's list of keys is cut short."_s;
            return std::nullopt;
        }
        // As ssh-keygen -l prints it: the unpadded base64 of the blob's SHA-256.
        const QByteArray digest = QCryptographicHash::hash(*blob, QCryptographicHash::Sha256)
                                      .toBase64(QByteArray::Base64Encoding | QByteArray::OmitTrailingEquals);
        keys.append({u"SHA256:"_s + QString::fromLatin1(digest), QString::fromUtf8(*comment)});
    }
    return keys;
}
