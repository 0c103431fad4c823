#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QUrl>

#include <memory>

class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponse;
class QUrlQuery;

/// A Vast.ai REST API server for tests, in-process on loopback, answering in the shapes of Vast's
/// published OpenAPI document: offers searched with its filter language, an instance rented from an
/// offer (which leaves the market), instances with actual_status/intended_status listed 25 to a
/// page, started, stopped, labelled and destroyed, the account's SSH keys (a bare list; 404 when
/// there are none), volumes (room on one machine, rented from a volume offer, linked only to an
/// instance on that machine), notification webhooks (their types, a list, create with a secret,
/// delete, a test that Vast delivers before it answers), the account with its balance, and Vast's several refusal
/// bodies (401 with auth_error, 404 "Invalid user key" on the market, 429 with {detail}). It reaches nothing outside.
class FakeVast
{
public:
    explicit FakeVast(const QString &apiKey = QStringLiteral("vast_FAKEKEY_0123456789abcdef"));
    ~FakeVast();

    QUrl url() const;
    const QString &apiKey() const { return m_key; }
    /// The key Vast gives an instance in its environment (CONTAINER_API_KEY): it can start and stop
    /// (and destroy) that instance, and nothing else.
    QString containerKey(qint64 instanceId) const;

    /// Offers on the market by id, as the search answers them.
    QMap<qint64, QJsonObject> offers;
    /// Instances by id, as GET /api/v0/instances/{id} answers them (destroyed ones are removed).
    QMap<qint64, QJsonObject> instances;
    /// Volume offers by id (room on a machine to rent as a volume), and the volumes rented.
    QMap<qint64, QJsonObject> volumeOffers;
    QMap<qint64, QJsonObject> volumes;
    /// The copies asked for (PUT /api/v0/commands/copy_direct's bodies), in order.
    QList<QJsonObject> copies;
    double balance = 25.0;
    /// What GET /api/v0/charges answers from: contracts in the document's shape (start, end, type,
    /// source, description, amount, items), newest first, filtered by their days.
    QList<QJsonObject> charges;
    /// What GET /api/v1/invoices answers from, in the document's shape (start, end, type, source,
    /// description, amount, metadata), filtered by `when`, 2 to a page unless a limit is asked.
    QList<QJsonObject> invoices;
    /// Notification webhooks by id, as GET /api/v0/webhooks lists them (with their secret, which the
    /// list leaves out); the tests sent to them, by id, in order.
    QMap<qint64, QJsonObject> webhooks;
    QList<qint64> webhookTests;
    /// The receiver of the next webhook test does not answer: Vast says so with a 400.
    bool webhookReceiverDown = false;
    /// This instance's card is rented by someone else: a start is taken and waits ("scheduling")
    /// until this is cleared.
    qint64 cardTakenFrom = 0;

    /// An offer of `gpuName` × `count` at `price` dollars an hour, on a host of `reliability`, with
    /// direct ports unless `directPorts` is 0; its id.
    qint64 addOffer(const QString &gpuName, int count, double price, double reliability, const QString &geolocation,
                    int directPorts = 20, bool verified = true);
    /// Room for a volume of up to `freeGb` on the machine `machineId` (0: a machine of its own) at
    /// `storageCost` dollars per GB and month; its id.
    qint64 addVolumeOffer(const QString &geolocation, double freeGb, double storageCost, double reliability = 0.995,
                          qint64 machineId = 0);
    /// Moves every instance one step towards what was asked: loading → running (with its address and
    /// SSH port), running while meant to stop → exited.
    void advance();
    /// The host of this instance went away: offline, never to run again.
    void lose(qint64 instanceId);
    /// The next `times` requests answer `status` with `body`.
    void failNext(int status, const QJsonObject &body, int times = 1);

    struct Request
    {
        QByteArray method;
        QString path;
        QString query;
        QJsonObject body;
    };
    QList<Request> requests;
    int count(const QByteArray &method, const QString &path) const;

private:
    QHttpServerResponse handle(const QHttpServerRequest &request);
    QHttpServerResponse search(const QJsonObject &filter) const;
    QHttpServerResponse chargesAnswer(const QUrlQuery &query) const;
    QHttpServerResponse invoicesAnswer(const QUrlQuery &query) const;
    QHttpServerResponse rent(qint64 offerId, const QJsonObject &body);
    QHttpServerResponse list(const QString &after, int limit) const;
    QHttpServerResponse manage(qint64 id, const QJsonObject &change);
    QHttpServerResponse keys(const Request &r, const QStringList &parts);
    QHttpServerResponse volumesAnswer(const Request &r);
    QHttpServerResponse webhooksAnswer(const Request &r, const QStringList &parts);
    void destroy(qint64 id);

    QString m_key;
    std::unique_ptr<QHttpServer> m_server;
    quint16 m_port = 0;
    qint64 m_nextId = 1000;
    QList<std::pair<int, QJsonObject>> m_failures;
    QMap<qint64, QJsonObject> m_keys;
};
