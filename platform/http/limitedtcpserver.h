#pragma once

#include <QByteArray>
#include <QTcpServer>

class QTcpSocket;

/// A QTcpServer that refuses oversize requests before their bodies are read: it follows the
/// request framing of each connection as bytes arrive (header blocks, Content-Length bodies,
/// pipelined requests) and answers 413 payload_too_large and hangs up when a body would exceed the
/// limit, when a header block grows past 16 KiB, or when a body is chunked (its size is unknown up
/// front). QHttpServer only sees connections that stay within bounds.
class LimitedTcpServer final : public QTcpServer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LimitedTcpServer)
public:
    explicit LimitedTcpServer(qint64 maxBodyBytes, QObject *parent = nullptr);

    static constexpr qint64 kMaxHeaderBytes = 16 * 1024;

    /// Follows one connection's request framing. Pure, so it is tested byte by byte.
    class Framing
    {
    public:
        explicit Framing(qint64 maxBodyBytes)
            : m_maxBody(maxBodyBytes)
        { }
        /// Feeds bytes as they arrive; returns an empty string while all is well, else why the
        /// connection must be refused.
        QString feed(QByteArrayView bytes);

    private:
        qint64 m_maxBody;
        QByteArray m_head; ///< the header block being collected
        qint64 m_bodyLeft = 0; ///< body bytes still to come for the current request
    };

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    /// How long, and how much, a refused upload is drained before the connection is closed.
    static constexpr int kLingerMs = 5000;
    static constexpr qint64 kMaxDiscardBytes = 64 * 1024 * 1024;

    void refuse(QTcpSocket *socket, const QString &reason);
    qint64 m_maxBodyBytes;
};
