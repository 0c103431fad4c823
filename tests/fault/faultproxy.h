#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <deque>
#include <memory>

class QTcpServer;
class QTcpSocket;
class QTimer;

/// A TCP proxy on loopback for fault tests: the console (or gpudeskctl) talks to it, it talks to
/// a real sandbox, and in between it does what campus Wi-Fi does — adds latency, stalls, resets a
/// connection in the middle of an answer, cuts an answer short, loses the answer to a request the
/// platform did receive, or is not there at all (every connection reset). Runs on the thread that made
/// it, driven by that thread's event loop.
class FaultProxy final : public QObject
{
    Q_OBJECT
public:
    /// Forwards to `target` (http://127.0.0.1:PORT); listens on a free loopback port.
    explicit FaultProxy(const QUrl &target, QObject *parent = nullptr);
    ~FaultProxy() override;

    /// What clients connect to (http://127.0.0.1:PORT).
    QUrl url() const;
    void setTarget(const QUrl &target) { m_target = target; }

    /// Each piece of data waits this long before it is passed on, both ways.
    void setLatencyMs(int ms) { m_latencyMs = ms; }
    /// Nothing is passed on, either way, for `ms` from now (connections stay open).
    void stallFor(int ms);
    /// Whether a stall asked for is still holding everything back.
    bool isStalled() const { return m_clock.elapsed() < m_stalledUntilMs; }
    /// The next answer that comes back is passed on for `bytes` bytes, then the connection to the
    /// client is reset (RST), as a dropped Wi-Fi association does.
    void resetNextAnswerAfter(int bytes);
    /// The same, but closed cleanly (FIN): an answer cut short.
    void cutNextAnswerAfter(int bytes);
    /// The next request whose first line starts with `requestLine` ("POST /v1/instances ") reaches
    /// the platform whole, and its answer is thrown away: the client's connection is reset when the
    /// answer comes. The platform did the work; the client does not know.
    void loseNextAnswerTo(const QByteArray &requestLine);
    /// Down: open connections are reset, and each new one is reset as soon as it is made (the
    /// port is kept, so that nothing else takes it meanwhile). Up: passing on again.
    void setDown(bool down);

    /// Requests whose first line started with `requestLine` that went through to the platform.
    int forwarded(const QByteArray &requestLine) const;
    /// Answers thrown away by loseNextAnswerTo so far.
    int answersLost() const { return m_answersLost; }

private:
    struct Pipe;
    struct Chunk
    {
        qint64 dueMs;
        QByteArray data;
    };
    enum class AnswerFault { None, Reset, Cut };

    void accept();
    void fromClient(const std::shared_ptr<Pipe> &pipe);
    void fromPlatform(const std::shared_ptr<Pipe> &pipe);
    void flush();
    void close(const std::shared_ptr<Pipe> &pipe, bool reset);
    static void resetSocket(QTcpSocket *socket);

    QTcpServer *m_server;
    QTimer *m_flushTimer;
    QUrl m_target;
    quint16 m_port = 0;
    QElapsedTimer m_clock;
    int m_latencyMs = 0;
    qint64 m_stalledUntilMs = 0;
    AnswerFault m_answerFault = AnswerFault::None;
    int m_answerFaultBytes = 0;
    QByteArray m_loseAnswerTo;
    QList<QByteArray> m_requestLines;
    int m_answersLost = 0;
    bool m_down = false;
    QList<std::shared_ptr<Pipe>> m_pipes;
};
