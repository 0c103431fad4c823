#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponse;

/// A RunPod REST API v2 server for tests, in-process on loopback: pods with RunPod's statuses and
/// actions, the GPU and data-centre catalog with availability, the account's SSH keys (a list
/// replaced whole), network volumes and billing records, answering in RunPod's shapes (camelCase,
/// problem+json errors, 401 without the key, 409 for an action the status does not allow). Written
/// for gpudesk's tests from RunPod's published OpenAPI document; it reaches nothing outside.
/// Time is the machine's (RunPod's clock is real time).
class FakeRunPod
{
public:
    struct Card
    {
        QString id; ///< "NVIDIA GeForce RTX 4090"
        QString name; ///< "RTX 4090"
        int memoryGb = 24;
        double securePrice = 0.69; ///< dollars per GPU per hour
        /// Per data centre: NONE, LOW, MEDIUM or HIGH.
        QHash<QString, QString> availability;
    };
    struct DataCenter
    {
        QString id; ///< "EU-RO-1"
        QString name; ///< "Romania"
        QString region; ///< "EUROPE"
    };

    explicit FakeRunPod(const QString &apiKey = QStringLiteral("rpa_FAKEKEY0123456789ABCDEFGHIJ"));
    ~FakeRunPod();
    QUrl url() const;
    const QString &apiKey() const { return m_key; }

    QList<Card> cards;
    QList<DataCenter> dataCenters;
    QList<QJsonObject> templates;
    QStringList sshKeys;
    QMap<QString, QJsonObject> volumes;
    /// PodBillingRecord objects, as GET /v2/billing/pods answers them.
    QJsonArray podBilling;
    /// What GET /v2/billing says was spent in the current day's bucket.
    double spentToday = 0;
    /// The next pod to reach RUNNING gets no GPU (its host had none free).
    bool nextStartWithoutCard = false;
    /// Where a running pod's direct SSH leads (host, port, user): a real sshd for the tests that log
    /// in; by default an address nothing answers on.
    struct Sshd
    {
        QString host = QStringLiteral("203.0.113.7");
        int port = 40022;
        QString user = QStringLiteral("root");
    };
    Sshd sshd;

    /// Pods by id, as GET /v2/pods/{id} answers them (terminated ones are removed).
    QMap<QString, QJsonObject> pods;
    /// Moves every booting pod one step: PROVISIONING → STARTING → RUNNING (then it has a direct
    /// SSH endpoint, live figures and startedAt).
    void advance();
    /// A pod made as on RunPod's web site (an RTX 4090 in EU-RO-1 from the PyTorch template, with a
    /// volume disk of `volumeGb` when given), already RUNNING; its id.
    QString runningPod(const QString &name, int volumeGb = 0);

    /// The next `times` requests (any) answer `status` with a problem body saying `detail`, and the
    /// extra headers (e.g. Retry-After).
    void failNext(int status, const QString &detail, const QList<QPair<QByteArray, QByteArray>> &headers = {},
                  int times = 1);

    struct Request
    {
        QByteArray method;
        QString path;
        QString query;
        QJsonObject body;
        QByteArray authorization;
    };
    QList<Request> requests;
    /// Requests with this method and path, e.g. count("POST", "/v2/pods").
    int count(const QByteArray &method, const QString &path) const;

private:
    QHttpServerResponse handle(const QHttpServerRequest &request);
    QHttpServerResponse podRoutes(const Request &r, const QStringList &parts);
    QHttpServerResponse createPod(const QJsonObject &body);
    QHttpServerResponse catalogGpus(const QString &query);
    QJsonObject stoppedPod(QJsonObject pod) const;

    std::unique_ptr<QHttpServer> m_server;
    quint16 m_port = 0;
    QString m_key;
    int m_nextId = 1;
    QHash<QString, double> m_listPrices; ///< what each pod costs per hour while it has its cards
    struct Failure
    {
        int status;
        QString detail;
        QList<QPair<QByteArray, QByteArray>> headers;
    };
    QList<Failure> m_failures;
};
