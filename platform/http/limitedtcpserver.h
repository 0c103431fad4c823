#pragma once

#include <QTcpServer>

/// A QTcpServer that refuses oversize request bodies before they are read: it looks at each new
/// request's headers as they arrive and, if Content-Length is over the limit, answers 413
/// payload_too_large and closes the connection, so a client cannot make the platform buffer a
/// gigabyte. QHttpServer only sees connections that pass.
class LimitedTcpServer final : public QTcpServer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LimitedTcpServer)
public:
    explicit LimitedTcpServer(qint64 maxBodyBytes, QObject *parent = nullptr);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    /// How long, and how much, a refused upload is drained before the connection is closed.
    static constexpr int kLingerMs = 5000;
    static constexpr qint64 kMaxDiscardBytes = 64 * 1024 * 1024;

    void inspect(QTcpSocket *socket);
    qint64 m_maxBodyBytes;
};
